/**
 * `npm run bench:idle-rss [runs]`: starts `npm start` on a fresh embedded database `runs` times (default 10) in
 * development and in production mode, and reports the resident memory of each when it logs 'shop ready'. The plan's
 * bound is 250 MB in every start; tests/e2e/bundled-start.e2e.ts holds each mode to it once per test run.
 * Results: bench/.tmp/idle-rss-<date>.json (with the machine and its Node version).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleServer } from '../server/cli/build-server';
import { freePort, waitForOutput } from '../tests/support/child-server';
import { ROOT, TMP_DIR } from './config';
import { machine } from './machine';
import { median } from './report';

const BOUND_MB = 250;
const runs = Number(process.argv[2] ?? 10);

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  BASE_URL: 'https://shop.example',
  BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
  MAIL_TRANSPORT: 'log',
  SELLER_LEGAL_NAME: 'Royal Biltong Ltd',
  SELLER_ADDRESS: '1 Castle Street, York, YO1 7HH',
  SELLER_VAT_NUMBER: 'GB123456789',
  SELLER_COMPANY_NUMBER: '01234567',
  SELLER_EMAIL: 'hello@royalbiltong.example',
  METRICS_TOKEN: 'a-metrics-token-for-the-bench',
};

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** One fresh start: a new data directory, `node server/cli/run.mjs start` from outside the project folder. */
async function freshStart(mode: 'development' | 'production'): Promise<{ rssMb: number; readyS: number }> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'shop-idle-rss-'));
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: '',
    NODE_ENV: mode,
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(scratch, 'data'),
    ...(mode === 'production' ? PRODUCTION_ENV : {}),
  };
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'server', 'cli', 'run.mjs'), 'start'], {
    cwd: os.tmpdir(),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await waitForOutput(child, 'shop ready', 180_000);
    return { rssMb: rssMb(child.pid as number), readyS: (Date.now() - started) / 1000 };
  } finally {
    await stop(child);
    rmSync(scratch, { recursive: true, force: true });
  }
}

const info = machine();
console.log(
  `[idle-rss] ${runs} fresh starts per mode; Node ${info.node}; load ${info.loadAvg.map((l) => l.toFixed(1)).join(' ')}`,
);
// Production runs what `npm run build` makes; development's start rebuilds what is stale itself.
await bundleServer();
const results: Record<string, { rssMb: number; readyS: number }[]> = {};
for (const mode of ['development', 'production'] as const) {
  results[mode] = [];
  for (let n = 1; n <= runs; n++) {
    const result = await freshStart(mode);
    results[mode].push(result);
    console.log(`[idle-rss] ${mode} ${n}/${runs}: ${result.rssMb.toFixed(0)} MB (ready in ${result.readyS.toFixed(1)} s)`);
  }
}
let failed = false;
for (const [mode, list] of Object.entries(results)) {
  const values = list.map((r) => r.rssMb);
  const within = values.filter((v) => v <= BOUND_MB).length;
  failed ||= within < values.length;
  console.log(
    `${mode}: idle RSS ${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)} MB, median ${median(values).toFixed(0)}; ${within} of ${values.length} within ${BOUND_MB} MB`,
  );
}
mkdirSync(TMP_DIR, { recursive: true });
const file = path.join(TMP_DIR, `idle-rss-${new Date().toISOString().slice(0, 10)}.json`);
const loadAfter = os.loadavg();
writeFileSync(file, `${JSON.stringify({ machine: info, loadAvgAfter: loadAfter, boundMb: BOUND_MB, results }, null, 2)}\n`);
console.log(`results: ${path.relative(ROOT, file)}`);
process.exit(failed ? 1 : 0);
