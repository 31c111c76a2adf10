// The part of autocannon's API the soak uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
  };
  export type Result = {
    latency: Histogram;
    requests: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    mismatches: number;
    resets: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
  };
  export type RawRequest = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: (RawRequest & {
      setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
    })[];
  };
  export type Instance = EventEmitter & PromiseLike<Result> & { stop: () => void };

  function autocannon(options: Options): Instance;
  export default autocannon;
}
