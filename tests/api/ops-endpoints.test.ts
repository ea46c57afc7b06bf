import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import client from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { PROJECT_ROOT } from '../../server/config';
import { openDatabase, rowsOf } from '../../server/db/client';
import { emailOutbox, jobs, orders } from '../../server/db/schema/index';
import { registerMetric } from '../../server/metrics';
import { makeProduct, makeUser, shipping } from '../support/factories';
import { databaseUrl } from '../support/postgres-admin';
import { createTestDatabase } from '../support/test-db';
import { createTestShop, type TestShop } from '../support/test-shop';

// The probes and metrics an orchestrator and Prometheus read. dist/ is served when built, so the SPA fallback
// is live: the probes must answer before it.
const METRICS_TOKEN = 'metrics-token-for-the-test';
const staticDir = existsSync(path.join(PROJECT_ROOT, 'dist', 'index.html')) ? path.join(PROJECT_ROOT, 'dist') : undefined;
let shop: TestShop;
let baseUrl: string;
beforeAll(async () => {
  shop = await createTestShop({ metricsToken: METRICS_TOKEN, rateLimit: true });
  baseUrl = await shop.listen({ staticDir });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const metrics = (token = METRICS_TOKEN) => fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });

/** Serves the same app with other dependencies (a closed or unreachable database, another config). */
async function appWith(deps: Partial<TestShop['deps']>): Promise<{ url: string; close: () => Promise<void> }> {
  const app = createApp({ deps: { ...shop.deps, ...deps }, auth: shop.auth });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('GET /healthz', () => {
  it('answers JSON while the process is alive, never the SPA, and is not rate limited', async () => {
    const responses = await Promise.all(Array.from({ length: 40 }, () => fetch(`${baseUrl}/healthz`)));
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ status: 'ok' });
    }
  });
});

describe('GET /readyz', () => {
  it('is 200 JSON when the database answers and has every migration', async () => {
    const response = await fetch(`${baseUrl}/readyz`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; migrations: { applied: number; expected: number } };
    expect(body.status).toBe('ok');
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThan(0);
  });

  it('is 503 while a migration of drizzle/ is not applied', async () => {
    const [latest] = rowsOf<{ hash: string; created_at: string }>(
      await db().execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
      ),
    );
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'unavailable', reason: 'migrations pending' });
    } finally {
      await db().execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${latest?.hash}, ${latest?.created_at})`,
      );
    }
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
  });

  it('is 503 JSON when the database is closed or unreachable; /healthz stays 200', async () => {
    const postgres = shop.database.engine === 'postgres';
    // PostgreSQL: a closed pool, and a database that does not exist; PGlite: a closed instance (a copy of the migrated
    // template, as every test database is: creating an empty one runs initdb here, tens of seconds on a busy machine).
    const handles = postgres
      ? [
          await openDatabase({ kind: 'postgres', url: shop.database.url as string, poolSize: 1 }),
          await openDatabase({
            kind: 'postgres',
            url: databaseUrl(shop.database.url as string, 'shop_dropped_for_readyz'),
            poolSize: 1,
          }),
        ]
      : [await createTestDatabase()];
    await handles[0]?.close();
    for (const handle of handles) {
      const app = await appWith({ db: handle.db });
      try {
        const response = await fetch(`${app.url}/readyz`);
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
        expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
      } finally {
        await app.close();
      }
    }
    if (postgres) await handles[1]?.close();
  });
});

describe('GET /metrics', () => {
  it('needs the METRICS_TOKEN as a Bearer token when one is set', async () => {
    expect((await fetch(`${baseUrl}/metrics`)).status).toBe(401);
    expect((await metrics('metrics-token-for-the-tesT')).status).toBe(401);
    const response = await metrics();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toContain('process_resident_memory_bytes');
  });

  it('is open without a METRICS_TOKEN', async () => {
    const app = await appWith({ config: { ...shop.config, metricsToken: undefined } });
    try {
      expect((await fetch(`${app.url}/metrics`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('times requests by route pattern, never by raw URL', async () => {
    const invoiceId = crypto.randomUUID();
    await fetch(`${baseUrl}/healthz`);
    await fetch(`${baseUrl}/api/invoices/${invoiceId}/pdf`);
    await fetch(`${baseUrl}/api/trpc/shop.listProducts`);
    await fetch(`${baseUrl}/api/trpc/account.me,shop.listProducts?batch=1&input=${encodeURIComponent('{}')}`);
    await fetch(`${baseUrl}/api/auth/reset-password/secret-token-in-the-path?callbackURL=%2Freset-password`, {
      redirect: 'manual',
    });
    await fetch(`${baseUrl}/no-such-page-${invoiceId}`);
    const text = await (await metrics()).text();
    const routes = new Set([...text.matchAll(/http_request_duration_seconds_count\{[^}]*route="([^"]+)"/g)].map((m) => m[1]));
    expect(routes).toContain('/api/invoices/:id/pdf');
    expect(routes).toContain('/api/trpc/shop.listProducts');
    expect(routes).toContain('/api/trpc/account.me,shop.listProducts');
    expect(routes).toContain('/api/auth/reset-password/:token');
    expect(routes).toContain('/healthz');
    expect(text).not.toContain(invoiceId);
    expect(text).not.toContain('secret-token-in-the-path');
  });

  it('300 made-up procedure names add no route label: they share one', async () => {
    const routesNow = async () =>
      new Set(
        [...(await (await metrics()).text()).matchAll(/http_request_duration_seconds_count\{[^}]*route="([^"]+)"/g)].map(
          (m) => m[1],
        ),
      );
    // Batched with a real query, so the answer is no plain 404 and the names reach the label.
    const batch = (names: string) => fetch(`${baseUrl}/api/trpc/${names}?batch=1&input=${encodeURIComponent('{}')}`);
    await batch('shop.listProducts,no.such.procedure');
    await routesNow(); // the scrape itself is timed after it answers
    const before = await routesNow();
    for (let i = 0; i < 300; i++) await batch(`shop.listProducts,junk${i}`);
    const after = await routesNow();
    expect([...after].filter((route) => !before.has(route))).toEqual([]);
    expect(after).toContain('/api/trpc/shop.listProducts,unknown');
    expect([...after].some((route) => route?.includes('junk'))).toBe(false);
  });

  it('production: without a token configured /metrics is refused, not open', async () => {
    const app = await appWith({ config: { ...shop.config, metricsToken: undefined, production: true } });
    try {
      expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('reports the outbox backlog and the orders placed, as the database has them', async () => {
    await db()
      .insert(emailOutbox)
      .values([
        { to: 'a@example.com', subject: 'A', text: 'a' },
        { to: 'b@example.com', subject: 'B', text: 'b' },
        { to: 'c@example.com', subject: 'C', text: 'c', status: 'failed' },
      ]);
    const me = await makeUser(db());
    const product = await makeProduct(db());
    await shop.callerFor(me).cart.merge({ lines: [{ productId: product.id, weight: '500g', moisture: 'wet', quantity: 2 }] });
    await shop.callerFor(me).order.place({ idempotencyKey: crypto.randomUUID(), shipping, paymentMethod: 'bank_transfer' });

    const backlog = async (status: string) =>
      (
        await db()
          .select({ n: count() })
          .from(emailOutbox)
          .where(eq(emailOutbox.status, status as 'pending'))
      )[0]?.n;
    const [placed] = await db().select({ n: count() }).from(orders);
    const text = await (await metrics()).text();
    expect(text).toContain(`shop_email_outbox_backlog{status="pending"} ${await backlog('pending')}`);
    expect(text).toContain(`shop_email_outbox_backlog{status="failed"} ${await backlog('failed')}`);
    expect(await backlog('failed')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(new RegExp(`^shop_orders_placed ${placed?.n}$`, 'm'));
    expect(placed?.n).toBeGreaterThanOrEqual(1);
  });

  it('reports the job queue by state and the failing jobs by kind', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    const inAnHour = new Date(Date.now() + 3_600_000);
    await db()
      .insert(jobs)
      .values([
        { kind: 'test.due', runAt: hourAgo },
        { kind: 'test.due', runAt: hourAgo },
        { kind: 'test.later', runAt: inAnHour },
        { kind: 'test.retrying', runAt: inAnHour, attempts: 2, lastError: 'SMTP refused' },
        { kind: 'test.gave-up', status: 'dead', attempts: 9, lastError: 'SMTP refused' },
      ]);
    const byState = async () =>
      Object.fromEntries(
        rowsOf<{ state: string; n: number }>(
          await db().execute(sql`
            select case when status = 'queued' and run_at <= now() then 'due' when status = 'queued' then 'waiting'
                        else status::text end as state, count(*)::int as n from jobs group by 1`),
        ).map((r) => [r.state, r.n]),
      );
    const expected = await byState();
    const text = await (await metrics()).text();
    expect(expected.due).toBeGreaterThanOrEqual(2);
    for (const state of ['due', 'waiting', 'running', 'dead'])
      expect(text).toMatch(new RegExp(`^shop_jobs\\{state="${state}"\\} ${expected[state] ?? 0}$`, 'm'));
    expect(text).toMatch(/^shop_jobs_failing\{kind="test.retrying"\} 1$/m);
    expect(text).not.toMatch(/shop_jobs_failing\{kind="test.gave-up"\}/);
  });

  it('serves metrics other modules register (the job runner adds its own this way)', async () => {
    const gauge = registerMetric(new client.Gauge({ name: 'shop_test_registered', help: 'a test gauge', registers: [] }));
    gauge.set(42);
    expect(await (await metrics()).text()).toMatch(/^shop_test_registered 42$/m);
  });
});
