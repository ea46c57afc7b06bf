import { exitOnStartupError, loadConfigOrExit } from '../config';
import { databaseTarget } from '../db/client';
import { consoleLogger } from '../logger';
import { startShop } from '../server';
import { ensureFrontendBuilt } from './build-if-stale';
import { stopOnSignals } from './stop-on-signals';

// `npm start`: builds the front end when it is missing or older than its sources, then serves everything.
const started = Date.now();
const config = loadConfigOrExit();
await ensureFrontendBuilt(consoleLogger);
const target = databaseTarget(config);
const shop = await startShop({ config, target, logger: consoleLogger }).catch(exitOnStartupError);
consoleLogger.info(`shop ready on ${shop.url} (${target.kind}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

stopOnSignals(shop, consoleLogger);
