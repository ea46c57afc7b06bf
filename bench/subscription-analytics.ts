/**
 * `npm run bench:subscription-analytics`: the back office's subscription figures on PostgreSQL at 10,000 subscriptions.
 *
 * Creates a scratch database on the server of TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
 * applies the migrations, seeds 10,000 subscribers with 18 months of history (sign-ups growing towards today, every
 * delivery's reminder and renewal, skips, edits, pauses and resumes, cancellations with reasons, save offers taken and
 * turned down, the dunning's stops after failed payments), then times:
 * - the figures statement (subscriptionFigures), median of 10 after one warm-up, and prints its EXPLAIN ANALYZE;
 * - the page's request, GET /api/trpc/adminSubscriptions.analytics on the real app (production mode) as an admin,
 *   median of 10 after one warm-up.
 * A plain count over the events is timed too, as a yardstick of how busy the machine was.
 * The database is dropped at the end, also on errors and Ctrl-C. Not part of `npm test`: absolute times on a shared
 * machine drift; the goal is under 300 ms for the page.
 */
import type { Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../server/app';
import { createAuth } from '../server/auth/auth';
import { loadConfig } from '../server/config';
import { openDatabase, rowsOf } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { silentLogger } from '../server/logger';
import { createMailer } from '../server/mail/mailer';
import { subscriptionFigures } from '../server/modules/admin-subscriptions/analytics';
import { figuresQuery } from '../server/modules/admin-subscriptions/analytics-query';
import { createCatalogueCache } from '../server/modules/shop/catalogue-cache';
import { BENCH_AUTH_SECRET } from './config';
import { sessionCookie, withDatabase } from './db';
import { machine } from './machine';
import { median } from './report';
import { seedSubscriptionHistory } from './subscription-history';

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const RUNS = 10;
const GOAL_MS = 300;
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `bench_subs_${Date.now().toString(36)}_${process.pid}`;
const dbUrl = withDatabase(serverUrl, dbName);

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const dropDatabase = () =>
  onServer(`drop database if exists "${dbName}" with (force)`).catch((error) =>
    console.error(`could not drop ${dbName}:`, error),
  );

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times;
}

const ms = (values: number[]) =>
  `median ${median(values).toFixed(1)} ms (min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)})`;

async function main() {
  const host = machine();
  console.log(
    `machine: ${host.nproc} cores, ${host.cpu}, Node ${host.node}, load ${host.loadAvg.map((l) => l.toFixed(2)).join(' / ')}`,
  );
  await onServer(`create database "${dbName}"`);
  const handle = await openDatabase({ kind: 'postgres', url: dbUrl });
  let server: Server | null = null;
  try {
    await runMigrations(handle);
    const seedStart = performance.now();
    const volume = await seedSubscriptionHistory(dbUrl, SUBSCRIPTIONS);
    console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s: ${JSON.stringify(volume)}`);

    const figures = await subscriptionFigures(handle.db);
    const last = figures.months.at(-1);
    console.log(
      `current month: ${JSON.stringify(last)}; cohorts ${figures.cohorts.length}, reasons ${figures.cancellationsByReason.length}`,
    );
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await handle.db.execute(sql`explain (analyze, buffers) ${figuresQuery(new Date())}`),
    ).map((r) => r['QUERY PLAN']);
    console.log(`EXPLAIN ANALYZE (first lines and totals):\n${[...plan.slice(0, 12), '…', ...plan.slice(-3)].join('\n')}`);

    const query = await timed(() => subscriptionFigures(handle.db));
    console.log(`figures statement: ${ms(query)}`);
    // A yardstick of how busy the machine is: a plain scan of the events, to compare across runs.
    const reference = await timed(() => handle.db.execute(sql`select count(*) from subscription_events where kind <> ''`));
    console.log(`reference (count of every event): ${ms(reference)}`);

    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl,
      BETTER_AUTH_SECRET: BENCH_AUTH_SECRET,
      BASE_URL: 'https://bench.royal-biltong.example',
      MAIL_TRANSPORT: 'log',
      SELLER_LEGAL_NAME: 'Royal Biltong Ltd',
      SELLER_ADDRESS: 'Unit 3, The Smokehouse, Castle Yard, York YO1 7HH',
      SELLER_VAT_NUMBER: 'GB 123 4567 89',
      SELLER_COMPANY_NUMBER: '01234567',
      SELLER_EMAIL: 'hello@royal-biltong.example',
      METRICS_TOKEN: 'a-metrics-token-for-the-bench',
    });
    const mailer = createMailer({ db: handle.db, from: config.mailFrom, logger: silentLogger });
    const deps = { db: handle.db, mailer, config, logger: silentLogger, catalogue: await createCatalogueCache(handle) };
    const app = createApp({ deps, auth: createAuth(deps) });
    const listening = app.listen(0, '127.0.0.1');
    server = listening;
    await new Promise<void>((resolve) => listening.once('listening', resolve));
    const address = listening.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const cookie = await sessionCookie('t-bench-owner', true);
    const url = `http://127.0.0.1:${port}/api/trpc/adminSubscriptions.analytics`;
    const request = async () => {
      const response = await fetch(url, { headers: { cookie, 'accept-encoding': 'gzip, br' } });
      if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
      return response.arrayBuffer();
    };
    const bytes = (await request()).byteLength;
    const http = await timed(request);
    console.log(`GET adminSubscriptions.analytics (${bytes} bytes): ${ms(http)}`);
    const verdict = median(http) < GOAL_MS ? 'under' : 'OVER';
    console.log(`page answer ${verdict} the ${GOAL_MS} ms goal at ${SUBSCRIPTIONS} subscriptions`);
  } finally {
    if (server) await new Promise((resolve) => server?.close(resolve));
    await handle.close();
    await dropDatabase();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void dropDatabase().finally(() => process.exit(130));
  });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
