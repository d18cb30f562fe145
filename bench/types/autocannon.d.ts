/** The part of autocannon 9's API the runner uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    pipelining?: number;
    timeout?: number;
  };
  type Result = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number; max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  type Instance = EventEmitter & PromiseLike<Result>;
  function autocannon(options: Options): Instance;
  export default autocannon;
}
