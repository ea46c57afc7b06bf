import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Router } from 'express';
import client from 'prom-client';
import type { AppConfig } from '../config';
import { type Db, rowsOf } from '../db/client';
import { migrationState } from '../db/migrate';
import { orders } from '../db/schema/index';
import type { Logger } from '../logger';
import { collectProcessMetrics, metricsRegistry } from '../metrics';

/** A readiness probe that waits longer than this on the database answers 503 rather than hanging the prober. */
const READY_TIMEOUT_MS = 3_000;

/**
 * Probes and metrics for orchestrators and Prometheus, mounted before everything else (no rate limits, no SPA
 * fallback): GET /healthz (the process answers), GET /readyz (database reachable and migrated), GET /metrics.
 */
export function opsRoutes(deps: { db: Db; config: AppConfig; logger: Logger }): Router {
  const { db, config, logger } = deps;
  const router = Router();
  const databaseMetrics = databaseGauges(db, logger);
  collectProcessMetrics();

  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });

  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      const migrations = await withTimeout(migrationState(db), READY_TIMEOUT_MS);
      if (!migrations.current) {
        res.status(503).json({ status: 'unavailable', reason: 'migrations pending', migrations });
        return;
      }
      res.json({ status: 'ok', database: 'ok', migrations: { applied: migrations.applied, expected: migrations.expected } });
    } catch (error) {
      logger.warn(`readiness: database unreachable (${error instanceof Error ? error.message : String(error)})`);
      res.status(503).json({ status: 'unavailable', reason: 'database unreachable' });
    }
  });

  router.get('/metrics', async (req, res) => {
    // Production always has a token (the config refuses to start without one); this holds even if it were lost.
    const token = config.metricsToken;
    if ((token || config.production) && !(token && bearerMatches(req.headers.authorization, token))) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      res.status(401).json({ error: { message: 'A valid metrics token is required.' } });
      return;
    }
    const text = [await metricsRegistry.metrics(), await databaseMetrics.metrics()].join('\n');
    res.setHeader('Cache-Control', 'no-store');
    res.type(metricsRegistry.contentType).send(text);
  });

  return router;
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.match(/^Bearer (.+)$/)?.[1] ?? '';
  // Digests have one length, so the comparison takes the same time whatever was sent.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Figures read from this app's database when scraped; the same on every instance sharing it. */
function databaseGauges(db: Db, logger: Logger): client.Registry {
  const registry = new client.Registry();
  const onFailure = (what: string) => (error: unknown) => logger.warn(`metrics: could not read ${what}: ${String(error)}`);
  new client.Gauge({
    name: 'shop_email_outbox_backlog',
    help: 'Emails in the outbox not yet sent, by status (pending: to send; failed: given up)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await db
        .execute(sql`select status::text as status, count(*)::int as n from email_outbox where status <> 'sent' group by status`)
        .then((result) => rowsOf<{ status: string; n: number }>(result), onFailure('the outbox'));
      if (!rows) return;
      this.reset();
      this.set({ status: 'pending' }, 0);
      this.set({ status: 'failed' }, 0);
      for (const row of rows) this.set({ status: row.status }, row.n);
    },
  });
  new client.Gauge({
    name: 'shop_orders_placed',
    help: 'Orders placed so far, all instances together (read from the database: use deriv() or increase() for a rate)',
    registers: [registry],
    async collect() {
      const count = await db.$count(orders).catch(onFailure('the orders'));
      if (typeof count === 'number') this.set(count);
    },
  });
  new client.Gauge({
    name: 'shop_jobs',
    help: 'Background jobs by state: due (queued and due now), waiting (queued for later: retries and schedules), running, dead (gave up; retried from Email & jobs)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const rows = await db
        .execute(sql`
          select case when status = 'queued' and run_at <= now() then 'due' when status = 'queued' then 'waiting'
                      else status::text end as state, count(*)::int as n
          from jobs group by 1`)
        .then((result) => rowsOf<{ state: string; n: number }>(result), onFailure('the jobs'));
      if (!rows) return;
      this.reset();
      for (const state of ['due', 'waiting', 'running', 'dead']) this.set({ state }, 0);
      for (const row of rows) this.set({ state: row.state }, row.n);
    },
  });
  new client.Gauge({
    name: 'shop_jobs_failing',
    help: 'Queued jobs whose last attempt failed (retrying with backoff), by kind',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const rows = await db
        .execute(sql`select kind, count(*)::int as n from jobs where status = 'queued' and last_error is not null group by kind`)
        .then((result) => rowsOf<{ kind: string; n: number }>(result), onFailure('the failing jobs'));
      if (!rows) return;
      this.reset();
      for (const row of rows) this.set({ kind: row.kind }, row.n);
    },
  });
  return registry;
}
