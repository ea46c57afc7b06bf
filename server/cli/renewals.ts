import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, targetFromEnv } from '../db/client';
import { runMigrations } from '../db/migrate';
import { runRenewals } from '../jobs/renewals';
import { consoleLogger } from '../logger';
import { createMailer } from '../mail/mailer';
import { uncachedCatalogue } from '../modules/shop/catalogue-cache';

// `npm run renewals`: one renewal run now (the server also runs it every 10 minutes).
const config = loadConfig();
const handle = await openDatabase(targetFromEnv(process.env, path.join(config.dataDir, 'pglite')));
await runMigrations(handle);
const mailer = createMailer({ db: handle.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger: consoleLogger });
const run = await runRenewals({ db: handle.db, mailer, config, logger: consoleLogger, catalogue: uncachedCatalogue(handle.db) });
await mailer.flush();
await handle.close();
console.log(`renewals: ${run.renewed} renewed, ${run.held} held, ${run.skipped} already done`);
