import path from 'node:path';
import { loadConfig } from '../config';
import { targetFromEnv } from '../db/client';
import { consoleLogger } from '../logger';
import { startShop } from '../server';
import { ensureFrontendBuilt } from './build-if-stale';

// `npm start`: builds the front end when it is missing or older than its sources, then serves everything.
const started = Date.now();
const config = loadConfig();
await ensureFrontendBuilt(consoleLogger);
const target = targetFromEnv(process.env, path.join(config.dataDir, 'pglite'));
const shop = await startShop({ config, target, logger: consoleLogger });
consoleLogger.info(`shop ready on ${shop.url} (${target.kind}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const shutdown = async () => {
  await shop.stop().catch(() => {});
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
