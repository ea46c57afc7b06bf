import type { Server } from 'node:http';
import path from 'node:path';
import type express from 'express';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { type AppConfig, PROJECT_ROOT } from './config';
import { type DbHandle, type DbTarget, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoData } from './db/seed';
import { runRenewals } from './jobs/renewals';
import type { Logger } from './logger';
import { createMailer } from './mail/mailer';
import { createCatalogueCache } from './modules/shop/catalogue-cache';

export type RunningShop = { server: Server; url: string; handle: DbHandle; stop: () => Promise<void> };

const OUTBOX_FLUSH_MS = 5_000;
const RENEWALS_EVERY_MS = 10 * 60_000;

/** Opens the database, migrates, seeds (development), and serves the shop on config.port. */
export async function startShop(options: {
  config: AppConfig;
  target: DbTarget;
  logger: Logger;
  frontendMiddleware?: express.RequestHandler;
  /** Run background jobs at start (renewals); tests turn it off to control timing. */
  runJobs?: boolean;
}): Promise<RunningShop> {
  const { config, target, logger } = options;
  const handle = await openDatabase(target);
  await runMigrations(handle);
  const mailer = createMailer({ db: handle.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const catalogue = await createCatalogueCache(handle);
  const deps = { db: handle.db, mailer, config, logger, catalogue };
  const auth = createAuth(deps);
  if (config.seedDemo) await seedDemoData({ db: handle.db, auth, logger });

  const app = createApp({
    deps,
    auth,
    staticDir: path.join(PROJECT_ROOT, 'dist'),
    frontendMiddleware: options.frontendMiddleware,
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(config.port, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;

  const flushTimer = setInterval(() => {
    mailer.flush().catch((error) => logger.error('outbox flush failed', error));
  }, OUTBOX_FLUSH_MS);
  flushTimer.unref();
  // Subscription renewals on every instance; SKIP LOCKED keeps concurrent runs from doubling up.
  const renew = () => runRenewals(deps).catch((error) => logger.error('renewals failed', error));
  const renewalsTimer = setInterval(renew, RENEWALS_EVERY_MS);
  renewalsTimer.unref();
  if (options.runJobs !== false) void renew();

  return {
    server,
    url,
    handle,
    stop: async () => {
      clearInterval(flushTimer);
      clearInterval(renewalsTimer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await catalogue.close();
      await handle.close();
    },
  };
}
