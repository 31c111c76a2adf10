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
export async function measure(baseUrl: string, nextPath: () => string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<Load> {
  const times: number[] = [];
  const run = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    requests: [{ method: 'GET', setupRequest: (request: Record<string, unknown>) => ({ ...request, path: nextPath() }) }],
  });
  run.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  const result = await run;
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
