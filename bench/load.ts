import autocannon from 'autocannon';

export type LoadResult = {
  connections: number;
  durationS: number;
  /** Mean of autocannon's per-second request samples. */
  reqPerSec: number;
  /** 2xx answers per second of the run (orders per second for checkout). */
  okPerSec: number;
  total: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /** CPU time of the server process per 2xx answer (user + system, ms); robust to a busy machine. */
  serverCpuMsPerOk?: number;
};

export type LoadOptions = {
  url: string;
  connections: number;
  durationS: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Builds each request (checkout: a new shopper and key); null when the pool is used up (the run stops). */
  nextRequest?: () => { headers: Record<string, string>; body: string } | null;
};

/** One autocannon run, summarised. */
export function load(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    let instance: autocannon.Instance | null = null;
    let stopping = false;
    const requests: autocannon.Request[] | undefined = options.nextRequest
      ? [
          {
            method: options.method ?? 'POST',
            setupRequest: (request) => {
              const next = options.nextRequest?.() ?? null;
              if (!next) {
                if (!stopping) {
                  stopping = true;
                  setImmediate(() => instance?.stop());
                }
                return { ...request, headers: { ...request.headers, 'x-bench-exhausted': '1' } };
              }
              return { ...request, headers: { ...request.headers, ...next.headers }, body: next.body };
            },
          },
        ]
      : undefined;
    instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationS,
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        requests,
        timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error);
        const ok = result['2xx'];
        resolve({
          connections: options.connections,
          durationS: result.duration,
          reqPerSec: result.requests.average,
          okPerSec: result.duration > 0 ? ok / result.duration : 0,
          total: result.requests.total,
          ok,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          latencyP50Ms: result.latency.p50,
          latencyP99Ms: result.latency.p99,
          latencyMaxMs: result.latency.max,
        });
      },
    );
  });
}
