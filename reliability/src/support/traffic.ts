// Closed-loop traffic for fault tests: a few workers, each sending one request after another, every answer recorded.

export type Sample = {
  worker: number;
  path: string;
  /** When the request started and how long it took, in ms since the traffic started. */
  start: number;
  end: number;
  status?: number;
  /** timeout, reset, refused, closed (the server ended the connection), or another error code. */
  error?: string;
};

export type Request = { path: string; send: (signal: AbortSignal) => Promise<Response> };

export type TrafficOptions = {
  workers: number;
  /** Upper bounds: the traffic stops at whichever comes first, or at stop(). */
  maxRequests: number;
  maxMs: number;
  /** A request taking longer than this counts as a hang. */
  timeoutMs: number;
  next: (worker: number, n: number) => Request;
  /** Pause between a worker's requests. */
  pauseMs?: number;
  /** A worker stops after a sample this answers true for (say, the server stopped listening). */
  stopWorkerAfter?: (sample: Sample) => boolean;
};

export type Traffic = {
  samples: Sample[];
  startedAt: number;
  now: () => number;
  stop: () => Promise<Sample[]>;
  done: Promise<Sample[]>;
};

/** Why a request failed, in a word. */
export function errorKind(error: unknown): string {
  const e = error as {
    name?: string;
    code?: string;
    cause?: { code?: string; name?: string; message?: string };
  };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return 'timeout';
  const code = e?.cause?.code ?? e?.code;
  if (code === 'ECONNRESET') return 'reset';
  if (code === 'ECONNREFUSED') return 'refused';
  if (code === 'UND_ERR_SOCKET' || code === 'EPIPE') return 'closed';
  return String(code ?? e?.cause?.message ?? e?.name ?? 'error');
}

export function startTraffic(options: TrafficOptions): Traffic {
  const samples: Sample[] = [];
  const startedAt = performance.now();
  const now = () => performance.now() - startedAt;
  let stopped = false;
  let sent = 0;
  const worker = async (id: number) => {
    for (let n = 0; !stopped && sent < options.maxRequests && now() < options.maxMs; n++) {
      sent++;
      const request = options.next(id, n);
      const sample: Sample = { worker: id, path: request.path, start: now(), end: 0 };
      try {
        const res = await request.send(AbortSignal.timeout(options.timeoutMs));
        await res.arrayBuffer();
        sample.status = res.status;
      } catch (error) {
        sample.error = errorKind(error);
      }
      sample.end = now();
      samples.push(sample);
      if (options.stopWorkerAfter?.(sample)) return;
      if (options.pauseMs) await new Promise((r) => setTimeout(r, options.pauseMs));
    }
  };
  const done = Promise.all(Array.from({ length: options.workers }, (_, i) => worker(i))).then(() => samples);
  return {
    samples,
    startedAt,
    now,
    done,
    stop: async () => {
      stopped = true;
      return done;
    },
  };
}

/** Counts of outcomes: "200", "503", "timeout", ... */
export function outcomes(samples: Sample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of samples) {
    const key = s.error ?? String(s.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

export const isOk = (s: Sample) => s.status !== undefined && s.status >= 200 && s.status < 400;

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
