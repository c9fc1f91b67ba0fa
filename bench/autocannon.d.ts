// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p90: number; p99: number; p999?: number };
  export type Result = {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    '2xx': number;
  };
  export type Options = {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    workers?: number;
    headers?: Record<string, string>;
    method?: string;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
