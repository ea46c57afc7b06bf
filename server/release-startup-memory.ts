import v8 from 'node:v8';
import vm from 'node:vm';

type GcOptions = { type: 'major'; execution: 'sync'; flavor: 'last-resort' };

/**
 * Hands back to the OS, once, the memory that starting needed. Loading the server's ~1,500 modules briefly holds
 * ~150 MB of JavaScript heap; V8 keeps the pages it frees in a pool for reuse and releases the pool only in a
 * memory-reducing collection, which an idle process reaches 10-30 s later, or not at all while requests arrive. So
 * the resident size right after start varied by the pool (190 to 350 MB on the same machine). One such collection
 * when the server is ready (tens of milliseconds, before the first request) makes every start end at the same size.
 * V8's `gc` function with the `last-resort` flavour is that collection; Node exposes it only behind --expose-gc.
 */
export function releaseStartupMemory(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (options: GcOptions) => void;
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
