import type { LoadOptions, LoadResult } from './load';
import { load } from './load';
import type { BenchServer } from './processes';

export const log = (message: string) => console.log(`[bench] ${message}`);

/** A measured run, with the server's CPU time per 2xx answer. */
export async function measured(server: Pick<BenchServer, 'cpuMs'>, options: LoadOptions): Promise<LoadResult> {
  const before = server.cpuMs();
  const result = await load(options);
  result.serverCpuMsPerOk = result.ok > 0 ? (server.cpuMs() - before) / result.ok : Number.NaN;
  return result;
}

export function summary(r: LoadResult): string {
  const bad = r.non2xx + r.errors + r.timeouts;
  const cpu = r.serverCpuMsPerOk === undefined ? '' : `, server CPU ${r.serverCpuMsPerOk.toFixed(2)} ms/answer`;
  return `${r.reqPerSec.toFixed(0)} req/s, ${r.okPerSec.toFixed(0)} ok/s, p50 ${r.latencyP50Ms} ms, p99 ${r.latencyP99Ms} ms${cpu}${bad ? `, ${r.non2xx} non-2xx / ${r.errors} errors` : ''}`;
}
