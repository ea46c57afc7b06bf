/**
 * `tsx bench/cpu-parts.ts <profile.cpuprofile> [answers]`: what each part of a request costs in a bench server's
 * V8 CPU profile (BENCH_CPU_PROF=1). Each sample goes to the part of the nearest frame on its stack that a rule
 * names (so a socket write under the pg driver counts as the driver's, under Express's answer as HTTP's); the
 * first 30 % of the profile (start-up, warm-up) is left out. With the number of answers served in the profiled
 * span, it prints milliseconds per answer; otherwise shares of the busy time.
 */
import { readFileSync } from 'node:fs';

type CallFrame = { functionName: string; url: string };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Parts in the order they are tried against a frame; the first whose test matches names the frame's part. */
const PARTS: [string, (frame: CallFrame) => boolean][] = [
  ['access log (pino-http)', (f) => /node_modules\/(pino|pino-http|pino-std-serializers|sonic-boom|thread-stream)\//.test(f.url)],
  ['session read (better-auth)', (f) => /node_modules\/(better-auth|@better-auth\/[^/]+|better-call|@noble|jose)\//.test(f.url)],
  ['superjson', (f) => f.url.includes('node_modules/superjson/')],
  ['tRPC', (f) => f.url.includes('node_modules/@trpc/')],
  ['Drizzle', (f) => f.url.includes('node_modules/drizzle-orm/')],
  ['pg driver (with its socket writes)', (f) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//.test(f.url)],
  ['zod', (f) => f.url.includes('node_modules/zod/')],
  ['metrics (prom-client)', (f) => f.url.includes('node_modules/prom-client/')],
  [
    'Express, helmet and the app middleware',
    (f) => /node_modules\/(express|router|helmet|body-parser|finalhandler|on-finished|send|serve-static)\//.test(f.url),
  ],
  ['app code', (f) => /server\.mjs$|\/server\/|\/shared\//.test(f.url)],
  ['garbage collector', (f) => f.functionName === '(garbage collector)'],
  ['idle', (f) => f.functionName === '(idle)'],
];

export function cpuParts(profile: Profile): { part: string; us: number }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const partOf = new Map<number, string>();
  const resolve = (id: number): string => {
    const known = partOf.get(id);
    if (known) return known;
    const node = byId.get(id);
    const rule = node && PARTS.find(([, test]) => test(node.callFrame));
    const up = parent.get(id);
    const part = rule ? rule[0] : up === undefined ? 'Node runtime (HTTP, streams, timers)' : resolve(up);
    partOf.set(id, part);
    return part;
  };
  const total = profile.timeDeltas.reduce((a, b) => a + b, 0);
  const totals = new Map<string, number>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < total * 0.3) return;
    const part = resolve(id);
    totals.set(part, (totals.get(part) ?? 0) + delta);
  });
  return [...totals].map(([part, us]) => ({ part, us })).sort((a, b) => b.us - a.us);
}

if (process.argv[1]?.endsWith('cpu-parts.ts')) {
  const [file, answersArg] = process.argv.slice(2);
  if (!file) throw new Error('usage: tsx bench/cpu-parts.ts <profile.cpuprofile> [answers in the last 70 %]');
  const parts = cpuParts(JSON.parse(readFileSync(file, 'utf8')) as Profile);
  const busy = parts.filter((p) => p.part !== 'idle').reduce((n, p) => n + p.us, 0);
  const answers = Number(answersArg);
  for (const { part, us } of parts) {
    if (part === 'idle') continue;
    const perAnswer = answers > 0 ? `${(us / 1000 / answers).toFixed(3)} ms/answer  ` : '';
    console.log(`${perAnswer}${((us / busy) * 100).toFixed(1).padStart(5)} %  ${part}`);
  }
}
