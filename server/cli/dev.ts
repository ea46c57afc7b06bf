import { createServer as createViteServer } from 'vite';
import { loadConfigOrExit, PROJECT_ROOT } from '../config';
import { databaseTarget } from '../db/client';
import { createLogger } from '../logger';
import { startShop } from '../server';
import { startupHints } from '../startup-hints';
import { stopOnSignals } from './stop-on-signals';

// `npm run dev`: one process with the API and Vite's dev server (hot reload) in middleware mode.
const config = loadConfigOrExit({ ...process.env, NODE_ENV: 'development' });
const logger = createLogger({ production: config.production, level: config.logLevel });
const vite = await createViteServer({ root: PROJECT_ROOT, server: { middlewareMode: true }, appType: 'spa' });
const target = databaseTarget(config);
const shop = await startShop({ config, target, logger, frontendMiddleware: vite.middlewares });
logger.info(`dev server on ${shop.url} (${target.kind})`);
for (const hint of startupHints(config, shop.url)) logger.info(hint);
stopOnSignals(shop, logger);
