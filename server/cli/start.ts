import { exitOnStartupError, loadConfigOrExit } from '../config';
import { databaseTarget } from '../db/client';
import { createLogger } from '../logger';
import { releaseStartupMemory } from '../release-startup-memory';
import { startShop } from '../server';
import { startupHints } from '../startup-hints';
import { stopOnSignals } from './stop-on-signals';

// `npm start` (through server/cli/run.mjs, as build/server/start.mjs): serves the shop and the built front end in dist/.
const started = Date.now();
const config = loadConfigOrExit();
const logger = createLogger({ production: config.production, level: config.logLevel });
const target = databaseTarget(config);
const shop = await startShop({ config, target, logger }).catch(exitOnStartupError);
releaseStartupMemory();
logger.info(
  `shop ready on ${shop.url} (${target.kind}, Node ${process.version}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
for (const hint of startupHints(config, shop.url)) logger.info(hint);

stopOnSignals(shop, logger);
