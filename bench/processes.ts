import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bundleNodeEntry } from '../server/cli/build-server';
import type { Layer } from './breakdown';
import { BENCH_AUTH_SECRET, BENCH_DIR, hasTaskset, ROOT, TMP_DIR } from './config';
import type { ParentMessage, ServerMessage, ServerSpec } from './server';

export type BenchServer = {
  url: string;
  pid: number;
  /** SQL statements the server sent since the last reset. */
  resetCount: () => Promise<void>;
  /** Drops the app's cached shop list (the next call reads the database). */
  invalidateCatalogue: () => Promise<void>;
  getCount: () => Promise<number>;
  /** Peak resident set size so far (VmHWM), in bytes. */
  peakRss: () => number;
  /** CPU time (user + system) the server process has used so far, in ms. */
  cpuMs: () => number;
  stop: () => Promise<void>;
};

const running = new Set<ChildProcess>();
const CLOCK_TICKS = 100;

/** CPU time (user + system) a process has used so far, in ms; NaN once it is gone. */
export function cpuMsOf(pid: number): number {
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100/s).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

/** Stops every server still running (on errors and signals). */
export function stopAll(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** Pins this process (the load generator) to core 0, or releases it to every core. */
export function pinSelf(cores: string): void {
  if (hasTaskset) spawnSync('taskset', ['-a', '-p', '-c', cores, String(process.pid)], { stdio: 'ignore' });
}

/** The environment of every bench server: production mode, SMTP configured (never called), scratch data dir. */
function serverEnv(): NodeJS.ProcessEnv {
  const dataDir = path.join(TMP_DIR, 'server-data');
  mkdirSync(dataDir, { recursive: true });
  return {
    ...process.env,
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: BENCH_AUTH_SECRET,
    // Production requires an https origin; the bench calls the server by its port directly.
    BASE_URL: 'https://bench.royal-biltong.example',
    DATA_DIR: dataDir,
    SMTP_URL: 'smtp://127.0.0.1:9',
    SELLER_LEGAL_NAME: 'Royal Biltong Ltd',
    SELLER_ADDRESS: 'Unit 3, The Smokehouse, Castle Yard, York YO1 7HH',
    SELLER_VAT_NUMBER: 'GB 123 4567 89',
    SELLER_COMPANY_NUMBER: '01234567',
    SELLER_EMAIL: 'hello@bench.royal-biltong.example',
    METRICS_TOKEN: 'a-metrics-token-for-the-bench',
  };
}

const SERVER_BUNDLE = path.join(TMP_DIR, 'server.mjs');
let serverBundle: Promise<void> | null = null;

/** The bench servers run as `npm start` runs the shop: bundled to plain JavaScript, without tsx. */
function bundledServer(): Promise<void> {
  serverBundle ??= bundleNodeEntry(path.join(BENCH_DIR, 'server.ts'), SERVER_BUNDLE);
  return serverBundle;
}

/**
 * `node bench/.tmp/server.mjs <arg>` (the bundle of bench/server.ts) or `node --import tsx bench/<script> <arg>`,
 * pinned to a core when taskset exists.
 */
function spawnBench(script: string, arg: string, core: string | undefined, stdout: 'inherit' | 'pipe') {
  // BENCH_CPU_PROF=1: each bench server writes a V8 CPU profile to bench/.tmp/profiles on exit (finding hot spots).
  const profile = process.env.BENCH_CPU_PROF === '1' && script === 'server.ts';
  const profileArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(TMP_DIR, 'profiles')}`] : [];
  // BENCH_NODE_ARGS: extra node flags for the bench servers (trying V8 settings, e.g. heap sizes).
  const extraArgs = script === 'server.ts' ? (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean) : [];
  const entry = script === 'server.ts' ? [SERVER_BUNDLE] : ['--import', 'tsx', path.join(BENCH_DIR, script)];
  const nodeArgs = [...profileArgs, ...extraArgs, ...entry, arg];
  const [command, args] =
    hasTaskset && core !== undefined ? ['taskset', ['-c', core, process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs];
  const child = spawn(command as string, args as string[], {
    cwd: ROOT,
    stdio: ['ignore', stdout, 'inherit', 'ipc'],
    env: serverEnv(),
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Runs bench/breakdown.ts once and returns its layers. */
export async function runBreakdown(pgUrl: string, core: string): Promise<Layer[]> {
  const child = spawnBench('breakdown.ts', JSON.stringify({ pgUrl }), core, 'pipe');
  let out = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  const line = out.split('\n').find((l) => l.startsWith('BREAKDOWN '));
  if (code !== 0 || !line) throw new Error(`breakdown exited with ${code}`);
  return JSON.parse(line.slice('BREAKDOWN '.length)) as Layer[];
}

export async function startServer(spec: ServerSpec, options: { core?: string } = {}): Promise<BenchServer> {
  await bundledServer();
  const child = spawnBench('server.ts', JSON.stringify(spec), options.core, 'inherit');
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server ${spec.variant} did not start within 60 s`)), 60_000);
    child.once('exit', (code) => reject(new Error(`server ${spec.variant} exited with ${code}`)));
    child.on('message', (message: ServerMessage) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(message.port);
      }
    });
  });
  const pid = child.pid ?? 0;
  const ask = (message: ParentMessage) => child.send(message);
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    resetCount: async () => {
      ask({ type: 'count-reset' });
      await new Promise((r) => setTimeout(r, 20));
    },
    invalidateCatalogue: async () => {
      ask({ type: 'catalogue-invalidate' });
      await new Promise((r) => setTimeout(r, 20));
    },
    getCount: () =>
      new Promise<number>((resolve) => {
        const onMessage = (message: ServerMessage) => {
          if (message.type !== 'count') return;
          child.off('message', onMessage);
          resolve(message.value);
        };
        child.on('message', onMessage);
        ask({ type: 'count-get' });
      }),
    peakRss: () => {
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        const kb = /VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1];
        return kb ? Number(kb) * 1024 : 0;
      } catch {
        return 0;
      }
    },
    cpuMs: () => cpuMsOf(pid),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      running.delete(child);
    },
  };
}
