import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureFrontendBuilt } from '../../server/cli/build-if-stale';
import { loadConfig } from '../../server/config';
import { silentLogger } from '../../server/logger';
import { startShop } from '../../server/server';
import { freePort } from '../support/child-server';
import { createTemplateDatabase, databaseUrl, dropDatabase } from '../support/postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    /** The server's secret, so a test can sign what the shop's emails would carry (subscription links). */
    e2eAuthSecret: string;
  }
}

/** Builds the front end if stale and serves the real shop (fresh database, demo data) for the e2e specs. */
export default async function setup(project: TestProject) {
  await ensureFrontendBuilt(silentLogger);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const port = await freePort();
  // Specs sign in many times from one address within seconds; the limiter has its own tests.
  const config = loadConfig({ NODE_ENV: 'test', PORT: String(port), DATA_DIR: dataDir, RATE_LIMIT: 'off' });
  // Like the API files: on PostgreSQL where the run has one (the CI), in a database of its own, so the SQL runs beside
  // the shop instead of inside its process; on the embedded database otherwise. The embedded start itself has its own
  // end-to-end test (bundled-start), and card-checkout serves a second shop on it.
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = `shop_e2e_${process.pid}`;
  if (adminUrl) await createTemplateDatabase(adminUrl, database);
  const target = adminUrl
    ? { kind: 'postgres' as const, url: databaseUrl(adminUrl, database) }
    : { kind: 'pglite' as const, dataDir: path.join(dataDir, 'pglite') };
  const shop = await startShop({ config, target, logger: silentLogger });
  project.provide('e2eBaseUrl', shop.url);
  project.provide('e2eAuthSecret', config.authSecret);
  return async () => {
    await shop.stop();
    if (adminUrl) await dropDatabase(adminUrl, database);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
