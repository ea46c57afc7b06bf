import path from 'node:path';
import { createServer as createViteServer } from 'vite';
import { loadConfig, PROJECT_ROOT } from '../config';
import { targetFromEnv } from '../db/client';
import { consoleLogger } from '../logger';
import { startShop } from '../server';

// `npm run dev`: one process with the API and Vite's dev server (hot reload) in middleware mode.
const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
const vite = await createViteServer({ root: PROJECT_ROOT, server: { middlewareMode: true }, appType: 'spa' });
const target = targetFromEnv(process.env, path.join(config.dataDir, 'pglite'));
const shop = await startShop({ config, target, logger: consoleLogger, frontendMiddleware: vite.middlewares });
consoleLogger.info(`dev server on ${shop.url} (${target.kind})`);
