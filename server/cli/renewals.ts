import { exitOnStartupError, loadConfigOrExit } from '../config';
import { databaseTarget, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { jobDefinitions } from '../jobs/registry';
import { retryPolicyFrom } from '../jobs/retry-policy';
import { createJobRunner } from '../jobs/runner';
import { consoleLogger } from '../logger';
import { createMailer } from '../mail/mailer';
import { uncachedCatalogue } from '../modules/shop/catalogue-cache';
import { runRenewals } from '../modules/subscription/renewals';

// `npm run renewals`: one renewal run now (the servers also run it as a recurring job every 10 minutes),
// then one pass of the job runner, which sends the emails it queued (with SMTP_URL; without, they wait in the queue).
const config = loadConfigOrExit();
const handle = await openDatabase(databaseTarget(config)).catch(exitOnStartupError);
await runMigrations(handle);
const mailer = createMailer({ db: handle.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger: consoleLogger });
const deps = { db: handle.db, mailer, config, logger: consoleLogger, catalogue: uncachedCatalogue(handle.db) };
const run = await runRenewals(deps);
await createJobRunner(deps, { definitions: jobDefinitions, retry: retryPolicyFrom(config.jobRetryBaseMs) }).runDue();
await handle.close();
console.log(`renewals: ${run.renewed} renewed, ${run.held} held, ${run.skipped} already done`);
