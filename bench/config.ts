import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Settings of one `npm run bench`; the defaults are the performance plan's. */
export const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(BENCH_DIR, '..');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
/** Scratch output (quick runs, the bench build); ignored by git (bench/.gitignore). */
export const TMP_DIR = path.join(BENCH_DIR, '.tmp');
export const BUILD_DIR = path.join(BENCH_DIR, 'web-build');

const env = process.env;
const quick = env.BENCH_QUICK === '1';
const num = (value: string | undefined, fallback: number) => (value && Number.isFinite(Number(value)) ? Number(value) : fallback);

export const settings = {
  quick,
  /** Seconds per autocannon run (the plan's -d 20; BENCH_QUICK=1 makes it 3). */
  durationS: num(env.BENCH_DURATION, quick ? 3 : 20),
  warmupS: num(env.BENCH_WARMUP, quick ? 2 : 5),
  connections: [10, 100] as const,
  repetitions: num(env.BENCH_REPS, quick ? 1 : 3),
  lighthouseRuns: num(env.BENCH_LH_RUNS, quick ? 1 : 5),
  products: 500,
  shopProducts: 24,
  adminUrl: env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  skipApi: env.BENCH_SKIP_API === '1',
  skipFrontend: env.BENCH_SKIP_FRONTEND === '1',
  /** Comma-separated variant ids to run (development aid), e.g. BENCH_ONLY=B2,B3. */
  only: env.BENCH_ONLY ? env.BENCH_ONLY.split(',').map((s) => s.trim()) : null,
  chromium: env.CHROME_PATH ?? '/usr/bin/chromium',
};

/** A fixed secret for the bench servers, so the bench can sign session cookies for its shoppers. */
export const BENCH_AUTH_SECRET = 'bench-only-secret-0123456789abcdef0123456789abcdef';

export const hasTaskset = existsSync('/usr/bin/taskset') || existsSync('/bin/taskset');
