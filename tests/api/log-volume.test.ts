import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../server/config';
import { createJobRunner } from '../../server/jobs/runner';
import { createLogger, type Logger } from '../../server/logger';
import { startupHints } from '../../server/startup-hints';
import { httpClient } from '../support/http';
import { createTestShop, type TestShop } from '../support/test-shop';

// How much the server writes: development's readable log (as `npm start` prints it) and production's JSON lines,
// captured in memory. A request is one line at most, a static file served well none, and the background work of
// an idle shop (job runner passes, recurring jobs with nothing to do, the LISTEN catch-up, probes) none at all.

const API_PATHS = [
  '/api/trpc/shop.listProducts',
  '/api/trpc/account.session',
  '/api/trpc/site.seller',
  '/api/trpc/subscription.oneOffPrices',
  '/api/trpc/account.session',
  '/api/trpc/delivery.rates',
  '/api/trpc/payment.config',
  '/api/trpc/subscription.varieties',
  '/api/trpc/shop.listProducts',
  '/api/no-such-endpoint',
];
const ASSET_PATHS = [
  '/assets/index-abc123.js',
  '/assets/index-abc123.css',
  '/assets/index-abc123.js',
  '/favicon.svg',
  '/favicon.ico',
  '/images/products/original.svg',
  '/media/product-1-320.webp',
  '/media/product-1-640.webp',
  '/assets/index-abc123.css',
  '/media/product-1-320.webp',
];
const PROBES = ['/healthz', '/readyz', '/healthz', '/readyz'];

type Capture = { lines: string[]; logger: Logger };

function capture(production: boolean): Capture {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger({ production, level: 'info', destination }) };
}

async function until(condition: () => boolean, timeoutMs = 10_000) {
  for (const deadline = Date.now() + timeoutMs; !condition(); ) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The lines written since `from`, once everything logged before this call has reached the capture: a marker is
 * logged last and waited for (the development log passes through a formatting stream, so lines arrive later).
 */
async function linesSince(log: Capture, from: number): Promise<string[]> {
  const marker = `marker ${Math.random()}`;
  log.logger.info(marker);
  await until(() => log.lines.some((line) => line.includes(marker)));
  const written = log.lines.slice(from);
  return written.slice(
    0,
    written.findIndex((line) => line.includes(marker)),
  );
}

let files: string;
function staticFiles() {
  files = mkdtempSync(path.join(os.tmpdir(), 'log-volume-'));
  const dist = path.join(files, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'images', 'products'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.css'), 'body{}');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'images', 'products', 'original.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const uploads = path.join(files, 'uploads');
  mkdirSync(uploads);
  writeFileSync(path.join(uploads, 'product-1-320.webp'), Buffer.from('RIFF0000WEBP'));
  writeFileSync(path.join(uploads, 'product-1-640.webp'), Buffer.from('RIFF0000WEBP'));
  return { dist, uploads };
}

async function startShop(production: boolean, log: Capture, dirs: { dist: string; uploads: string }) {
  const overrides: Partial<AppConfig> = { production, mailLogLinks: !production, uploadDir: dirs.uploads };
  const shop = await createTestShop(overrides, { logger: log.logger });
  return { shop, url: await shop.listen({ staticDir: dirs.dist }) };
}

async function requestAll(url: string, paths: string[]) {
  const statuses: number[] = [];
  for (const address of paths) {
    const response = await fetch(`${url}${address}`, { redirect: 'manual' });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}

let dirs: { dist: string; uploads: string };
beforeAll(() => {
  dirs = staticFiles();
});
afterAll(() => rmSync(files, { recursive: true, force: true }));

describe('development log (npm start without NODE_ENV=production)', () => {
  const log = capture(false);
  let shop: TestShop;
  let url: string;
  beforeAll(async () => {
    ({ shop, url } = await startShop(false, log, dirs));
  });
  afterAll(() => shop.close());

  it('writes one line per API request, none for static files served and none for probes', async () => {
    const from = log.lines.length;
    const assetStatuses = await requestAll(url, ASSET_PATHS);
    // The files exist: each answer is a success (the icon's old name redirects to the SVG).
    expect(assetStatuses.every((status) => status >= 200 && status < 400)).toBe(true);
    expect(assetStatuses.filter((status) => status === 200)).toHaveLength(9);
    await requestAll(url, PROBES);
    const apiStatuses = await requestAll(url, API_PATHS);
    expect(apiStatuses).toEqual([...Array(9).fill(200), 404]);
    // An access line is written when its response has finished, which can be just after the client has it.
    await until(() => log.lines.filter((line) => line.includes(' /api/no-such-endpoint 404')).length > 0);

    const written = await linesSince(log, from);
    expect(written.length).toBeLessThanOrEqual(API_PATHS.length);
    // Each line is a whole request: method, path, status and time taken.
    expect(written.map((line) => line.replace(/^\[[\d:]+\] INFO: /, '').replace(/ \d+ ms$/, ''))).toEqual(
      API_PATHS.map((address, index) => `GET ${address} ${apiStatuses[index]}`),
    );
    expect(written.every((line) => / \d+ ms$/.test(line))).toBe(true);
  });

  it('a missing static file is still logged', async () => {
    const from = log.lines.length;
    expect(await requestAll(url, ['/assets/index-gone.js', '/media/gone-320.webp'])).toEqual([404, 404]);
    await until(() => log.lines.slice(from).some((line) => line.includes('/media/gone-320.webp 404')));
    const written = await linesSince(log, from);
    expect(written.map((line) => line.replace(/^\[[\d:]+\] INFO: /, '').replace(/ \d+ ms$/, ''))).toEqual([
      'GET /assets/index-gone.js 404',
      'GET /media/gone-320.webp 404',
    ]);
  });

  it('writes nothing while the job runner passes over an idle shop', async () => {
    const from = log.lines.length;
    const runner = createJobRunner(shop.deps, { listen: shop.database.listen });
    // A started runner subscribes to job notifications and makes its first pass (the catch-up); stop() waits for it.
    await runner.start();
    await runner.stop();
    // Then several passes in which every recurring job is due and finds nothing to do.
    for (let pass = 0; pass < 3; pass++) {
      await shop.database.db.execute(sql`update jobs set run_at = now() where status = 'queued'`);
      expect(await runner.runDue()).toBeGreaterThan(5);
    }
    await requestAll(url, PROBES);
    expect(await linesSince(log, from)).toEqual([]);
  });

  it('an email queued in development is one line with its links and where the development mailbox is', async () => {
    const from = log.lines.length;
    const email = 'log-volume@example.com';
    const signUp = await httpClient(url).post('/api/auth/sign-up/email', {
      name: 'Lena Lines',
      email,
      password: 'a-Long-passphrase-for-logs',
      callbackURL: '/account',
      profile: { accountType: 'Customer', fullName: 'Lena Lines', address1: '1 Log Lane', city: 'Leeds', postcode: 'LS1 4AP' },
    });
    expect(signUp.status).toBe(200);
    await until(() => log.lines.slice(from).some((line) => line.includes('POST /api/auth/sign-up/email 200')));
    const written = await linesSince(log, from);
    expect(written).toHaveLength(2);
    expect(written[0]).toMatch(
      new RegExp(
        `INFO: email to ${email}: "Verify your email address" https?://\\S+verify-email\\S+ — in the development mailbox: ${shop.config.baseUrl}/dev/mailbox$`,
      ),
    );
    expect(written[1]).toMatch(/INFO: POST \/api\/auth\/sign-up\/email 200 \d+ ms$/);
  });

  it('startup ends with the mailbox address and the demo sign-ins, in development only', () => {
    const development = { production: false, smtpUrl: undefined, seedDemo: true };
    const hints = startupHints(development, 'http://localhost:3000');
    expect(hints).toEqual([
      'development mailbox (emails are kept, not sent): http://localhost:3000/dev/mailbox',
      expect.stringContaining('demo sign-in: admin@royal-biltong.example / Admin-Biltong-2026 · customer@royal-biltong.example'),
    ]);
    expect(startupHints({ ...development, smtpUrl: 'smtp://mail.example.com' }, 'http://localhost:3000')).toEqual([
      expect.stringMatching(/^demo sign-in: /),
    ]);
    expect(startupHints({ production: true, smtpUrl: undefined, seedDemo: false }, 'https://shop.example')).toEqual([]);
  });
});

describe('production log (JSON lines)', () => {
  const log = capture(true);
  let shop: TestShop;
  let url: string;
  beforeAll(async () => {
    ({ shop, url } = await startShop(true, log, dirs));
  });
  afterAll(() => shop.close());

  it('logs each API request once with its status and duration, and no static file served', async () => {
    const from = log.lines.length;
    await requestAll(url, ASSET_PATHS);
    await requestAll(url, PROBES);
    const apiStatuses = await requestAll(url, API_PATHS);
    await until(() => log.lines.some((line) => line.includes('"msg":"GET /api/no-such-endpoint 404"')));
    const entries = (await linesSince(log, from)).map(
      (line) => JSON.parse(line) as { msg: string; res?: { statusCode: number }; responseTime?: number },
    );
    expect(entries.map((entry) => entry.msg)).toEqual(API_PATHS.map((address, index) => `GET ${address} ${apiStatuses[index]}`));
    expect(entries.map((entry) => entry.res?.statusCode)).toEqual(apiStatuses);
    expect(entries.every((entry) => typeof entry.responseTime === 'number')).toBe(true);
  });
});
