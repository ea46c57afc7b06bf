import type { Server } from 'node:http';
import path from 'node:path';
import type express from 'express';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { type AppConfig, PROJECT_ROOT, SSR_ENTRY_FILE } from './config';
import { type DbHandle, type DbTarget, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoData } from './db/seed';
import { gracefulCloser } from './http/graceful-close';
import { jobDefinitions } from './jobs/registry';
import { retryPolicyFrom } from './jobs/retry-policy';
import { createJobRunner, type JobRunner } from './jobs/runner';
import type { Logger } from './logger';
import { createMailer } from './mail/mailer';
import { createCatalogueCache } from './modules/shop/catalogue-cache';
import { devMailboxUrlFor } from './startup-hints';

export type RunningShop = {
  server: Server;
  url: string;
  handle: DbHandle;
  /** Background jobs (email delivery, renewals …); absent when started with runJobs: false. */
  jobs: JobRunner | null;
  /** Stops serving, lets running jobs finish (or returns them to the queue), closes the database. */
  stop: () => Promise<void>;
};

/** Opens the database, migrates, seeds (development), and serves the shop on config.port. */
export async function startShop(options: {
  config: AppConfig;
  target: DbTarget;
  logger: Logger;
  frontendMiddleware?: express.RequestHandler;
  /** Run the job runner (email delivery, renewals …); tests turn it off to control timing. */
  runJobs?: boolean;
}): Promise<RunningShop> {
  const { config, target, logger } = options;
  const handle = await openDatabase(target);
  await runMigrations(handle);
  const mailer = createMailer({
    db: handle.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger,
    logLinks: config.mailLogLinks,
    devMailboxUrl: devMailboxUrlFor(config),
  });
  const catalogue = await createCatalogueCache(handle);
  const deps = { db: handle.db, mailer, config, logger, catalogue };
  const auth = createAuth(deps);
  if (config.seedDemo) await seedDemoData({ db: handle.db, auth, logger });

  const app = createApp({
    deps,
    auth,
    staticDir: path.join(PROJECT_ROOT, 'dist'),
    renderEntry: SSR_ENTRY_FILE,
    frontendMiddleware: options.frontendMiddleware,
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(config.port, () => resolve(s));
  });
  const closeServer = gracefulCloser(server);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;

  // Every instance runs a job runner; the jobs table hands each job to one of them.
  const jobs =
    options.runJobs === false
      ? null
      : createJobRunner(deps, {
          definitions: jobDefinitions,
          listen: handle.listen,
          retry: retryPolicyFrom(config.jobRetryBaseMs),
        });
  await jobs?.start();

  return {
    server,
    url,
    handle,
    jobs,
    stop: async () => {
      // Stop accepting and let requests in flight finish (up to 10 s) while running jobs finish or return to the queue.
      await Promise.all([closeServer(), jobs?.stop()]);
      await catalogue.close();
      await handle.close();
    },
  };
}
