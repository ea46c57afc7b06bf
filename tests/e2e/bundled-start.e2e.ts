import { type ChildProcess, spawn } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../../server/cli/build-server';
import { PROJECT_ROOT } from '../../server/config';
import { DEMO_PRODUCTS } from '../../server/db/demo-data';
import { freePort, waitForOutput } from '../support/child-server';
import { trpcWire } from '../support/http';

// `npm start` runs server/cli/run.mjs, which runs the server bundled to plain JavaScript (build/server/start.mjs):
// the bundle must find the migrations, the password list and dist/ from its own folder, whatever the working directory.
const scratch = mkdtempSync(path.join(tmpdir(), 'shop-bundle-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `npm start`, run as node <root>/server/cli/run.mjs start; stderr is passed on and kept, and so is stdout. */
function startRun(runMjs: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [runMjs, 'start'], {
    cwd: tmpdir(), // not the project folder: paths must not depend on where it is started from
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  return { child, stderr: () => stderr, stdout: () => stdout };
}

/**
 * Idle resident memory of `npm start` on a fresh embedded database, taken when it logs 'shop ready' (about 170 MB
 * measured on Node 24, in development and production alike; see server/release-startup-memory.ts and
 * server/db/pglite-memory.ts for what keeps it there).
 */
const IDLE_RSS_MB = 250;

/** Resident memory of a running process in MB, as `ps -o rss` reports it. */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * A copy of the project holding only what the Dockerfile's runtime stage holds, and a node_modules without any
 * package the lock marks dev or devOptional (tsx, esbuild, Vite among them): what `npm ci --omit=dev` needs at least.
 */
function productionInstall(root: string) {
  mkdirSync(path.join(root, 'server', 'cli'), { recursive: true });
  mkdirSync(path.join(root, 'server', 'auth'), { recursive: true });
  for (const file of ['package.json', 'server/cli/run.mjs', 'server/auth/common-passwords.txt']) {
    copyFileSync(path.join(PROJECT_ROOT, file), path.join(root, file));
  }
  cpSync(path.join(PROJECT_ROOT, 'drizzle'), path.join(root, 'drizzle'), { recursive: true });
  symlinkSync(path.join(PROJECT_ROOT, 'dist'), path.join(root, 'dist'));
  const lock = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean; devOptional?: boolean }>;
  };
  const runtime = Object.entries(lock.packages)
    .filter(([key, meta]) => /^node_modules\/(@[^/]+\/)?[^/@]+$/.test(key) && !meta.dev && !meta.devOptional)
    .map(([key]) => key);
  for (const key of runtime) {
    if (!existsSync(path.join(PROJECT_ROOT, key))) continue; // another platform's optional binary
    mkdirSync(path.dirname(path.join(root, key)), { recursive: true });
    symlinkSync(path.join(PROJECT_ROOT, key), path.join(root, key));
  }
  return { runMjs: path.join(root, 'server', 'cli', 'run.mjs'), packages: readdirSync(path.join(root, 'node_modules')) };
}

describe('npm start', () => {
  it('in development rebuilds what is stale, then migrates, seeds and serves the shop and its API on a fresh embedded database', async () => {
    const port = await freePort();
    const { child, stdout } = startRun(path.join(PROJECT_ROOT, 'server', 'cli', 'run.mjs'), {
      NODE_ENV: 'development',
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(scratch, 'dev-data'),
    });
    try {
      await waitForOutput(child, 'shop ready', 150_000);
      const rss = rssMb(child.pid as number);
      console.info(`development start on a fresh embedded database: idle RSS ${rss.toFixed(0)} MB`);
      expect(rss).toBeLessThan(IDLE_RSS_MB);
      // The server runs on the Node that runs the tests (.ci/run picks the pinned LTS), and says which.
      expect(stdout()).toContain(`Node ${process.version}`);
      const base = `http://127.0.0.1:${port}`;
      const list = trpcWire.data<{ name: string }[]>(await (await fetch(`${base}/api/trpc/shop.listProducts`)).json());
      expect(list.length).toBe(DEMO_PRODUCTS.length);
      const page = await fetch(`${base}/shop`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      // The common-password list is read from the project folder: sign-up refuses a listed password.
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: 'bundle@example.com', password: 'password123', name: 'Bundle Test' }),
      });
      expect(await signUp.text()).toContain('too common');
    } finally {
      await stop(child);
    }
    // A fresh embedded database runs initdb: seconds alone, up to a minute on a busy machine.
  }, 240_000);

  it('in production runs the build only, from an install without tsx, esbuild or Vite, and refuses to start without it', async () => {
    const root = path.join(scratch, 'production');
    const { runMjs, packages } = productionInstall(root);
    expect(packages).not.toContain('tsx');
    expect(packages).not.toContain('esbuild');
    expect(packages).not.toContain('vite');
    const port = await freePort();
    const env = {
      NODE_ENV: 'production',
      PORT: String(port),
      BASE_URL: 'https://shop.example',
      BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      MAIL_TRANSPORT: 'log',
      DATA_DIR: path.join(scratch, 'production-data'),
      // A VAT invoice names the seller: production refuses to start without these.
      SELLER_LEGAL_NAME: 'Royal Biltong Ltd',
      SELLER_ADDRESS: '1 Castle Street, York, YO1 7HH',
      SELLER_VAT_NUMBER: 'GB123456789',
      SELLER_COMPANY_NUMBER: '01234567',
      SELLER_EMAIL: 'hello@royalbiltong.example',
      METRICS_TOKEN: 'a-metrics-token-for-the-test',
    };

    const unbuilt = startRun(runMjs, env);
    const code = await new Promise((resolve) => unbuilt.child.once('exit', resolve));
    expect(code).toBe(1);
    expect(unbuilt.stderr()).toContain('build/server/start.mjs missing. Run npm run build first.');

    await bundleServer(path.join(root, 'build', 'server'));
    const started = Date.now();
    const { child, stdout } = startRun(runMjs, env);
    try {
      await waitForOutput(child, 'shop ready', 150_000);
      const startSeconds = (Date.now() - started) / 1000;
      const rss = rssMb(child.pid as number);
      console.info(
        `production start (fresh embedded database): ready in ${startSeconds.toFixed(1)} s, idle RSS ${rss.toFixed(0)} MB`,
      );
      const base = `http://127.0.0.1:${port}`;
      // No demo data in production: an empty shop, served with its built front end.
      const list = trpcWire.data<unknown[]>(await (await fetch(`${base}/api/trpc/shop.listProducts`)).json());
      expect(list).toEqual([]);
      const html = await (await fetch(`${base}/shop`)).text();
      expect(html).toContain('<div id="root">');
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] as string;
      expect((await fetch(`${base}${script}`)).status).toBe(200);
      expect(rss).toBeLessThan(IDLE_RSS_MB);
      expect(stdout()).toContain(`Node ${process.version}`);
    } finally {
      await stop(child);
    }
  }, 240_000);
});
