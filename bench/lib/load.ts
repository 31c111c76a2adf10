// Load generation with autocannon, keeping every response time so any percentile can be read.
import autocannon from 'autocannon';

export type Load = {
  requestsPerSecond: number;
  p95: number;
  p99: number;
  requests: number;
  failures: number;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Runs GET requests on paths chosen by `nextPath` for `seconds`, with `connections` kept busy. */
/**
 * Runs GET requests on paths chosen by `nextPath` for `seconds`, with `connections` kept busy. `headersFor` adds
 * headers per request (an If-None-Match for the path); `expect` is the status every answer should have (200, or 304).
 */
export async function measure(
  baseUrl: string,
  nextPath: () => string,
  options: { connections: number; seconds: number; headers?: Record<string, string>; headersFor?: (path: string) => Record<string, string>; expect?: number },
): Promise<Load> {
  const times: number[] = [];
  let unexpected = 0;
  const run = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request: Record<string, unknown>) => {
          const path = nextPath();
          const extra = options.headersFor?.(path);
          return { ...request, path, ...(extra ? { headers: { ...(request.headers as Record<string, string>), ...extra } } : {}) };
        },
      },
    ],
  });
  run.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
    if (options.expect !== undefined && status !== options.expect) unexpected++;
  });
  const result = await run;
  times.sort((a, b) => a - b);
  const non2xx = options.expect === 304 ? 0 : result.non2xx;
  return {
    requestsPerSecond: result.requests.average,
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests: result.requests.total,
    failures: non2xx + unexpected + result.errors + result.timeouts,
  };
}
