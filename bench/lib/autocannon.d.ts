// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';
  type Options = {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    requests?: { method: string; setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }[];
  };
  type Result = {
    requests: { average: number; total: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  function autocannon(options: Options): EventEmitter & PromiseLike<Result>;
  export default autocannon;
}
