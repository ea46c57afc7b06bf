/**
 * One bench server, run in its own child process (pinned by the parent with taskset):
 *   node --import tsx bench/server.ts '<json ServerSpec>'
 * It listens on 127.0.0.1 (a free port), reports { type: 'ready', port } over IPC, answers
 * { type: 'count-reset' | 'count-get' } with the number of SQL statements sent since the reset,
 * and exits when the parent disconnects or after MAX_LIFETIME_MS, whichever comes first.
 */
import http, { type Server } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import express from 'express';
import pg from 'pg';
import { createApp } from '../server/app';
import { createAuth } from '../server/auth/auth';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import type { Logger } from '../server/logger';
import { createMailer } from '../server/mail/mailer';
import { type CatalogueCache, createCatalogueCache } from '../server/modules/shop/catalogue-cache';
import { placeOrderApp, shopListApp } from './handwritten';

export type ServerSpec =
  | { variant: 'node-hello' | 'express-hello' }
  | { variant: 'hand-shop' | 'hand-order'; pgUrl: string }
  | {
      variant: 'app';
      db: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
      staticDir?: string;
      /** The server-rendering module (vite build --ssr), so pages come as HTML as in production. */
      renderEntry?: string;
    };

export type ServerMessage = { type: 'ready'; port: number } | { type: 'count'; value: number };
export type ParentMessage = { type: 'count-reset' } | { type: 'count-get' } | { type: 'catalogue-invalidate' };

const MAX_LIFETIME_MS = 20 * 60_000;

// Bench-only query counter: every statement a pg client or PGlite runs passes through these.
let statements = 0;
const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  statements++;
  return (pgQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;
const liteQuery = PGlite.prototype.query;
PGlite.prototype.query = function countedLiteQuery(this: PGlite, ...args: unknown[]) {
  statements++;
  return (liteQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof PGlite.prototype.query;

/** Production keeps SMTP on, so the app's per-email info line is not part of the work; warnings stay. */
const benchLogger: Logger = {
  info: () => {},
  warn: (message) => console.warn(`[bench-server] ${message}`),
  error: (message, error) => console.error(`[bench-server] ${message}`, error ?? ''),
};

const hello = JSON.stringify({ hello: 'world' });
/** The app variant's shop-list cache, dropped on request to count the statements of a cold call. */
let catalogue: CatalogueCache | null = null;

async function build(spec: ServerSpec): Promise<http.RequestListener> {
  switch (spec.variant) {
    case 'node-hello':
      return (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(hello) });
        res.end(hello);
      };
    case 'express-hello': {
      const app = express();
      app.disable('x-powered-by');
      app.get('/', (_req, res) => {
        res.json({ hello: 'world' });
      });
      return app;
    }
    case 'hand-shop':
      return shopListApp(new pg.Pool({ connectionString: spec.pgUrl, max: 10 }));
    case 'hand-order':
      return placeOrderApp(new pg.Pool({ connectionString: spec.pgUrl, max: 10 }), loadConfig());
    case 'app': {
      // The same wiring as startShop, minus migrations (done by the bench setup), demo seed and timers.
      const config = loadConfig();
      const handle = await openDatabase(spec.db.kind === 'postgres' ? spec.db : { kind: 'pglite', dataDir: spec.db.dataDir });
      const mailer = createMailer({ db: handle.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger: benchLogger });
      catalogue = await createCatalogueCache(handle);
      const deps = { db: handle.db, mailer, config, logger: benchLogger, catalogue };
      return createApp({ deps, auth: createAuth(deps), staticDir: spec.staticDir, renderEntry: spec.renderEntry });
    }
  }
}

async function main() {
  const spec = JSON.parse(process.argv[2] ?? '{}') as ServerSpec;
  const lifetime = setTimeout(() => process.exit(2), MAX_LIFETIME_MS);
  lifetime.unref();
  process.on('disconnect', () => process.exit(0));
  process.on('SIGTERM', () => process.exit(0));
  const server: Server = http.createServer(await build(spec));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'count-reset') statements = 0;
    if (message.type === 'catalogue-invalidate') catalogue?.invalidate();
    if (message.type === 'count-get') process.send?.({ type: 'count', value: statements } satisfies ServerMessage);
  });
  process.send?.({ type: 'ready', port } satisfies ServerMessage);
}

main().catch((error) => {
  console.error('[bench-server] failed to start', error);
  process.exit(1);
});
