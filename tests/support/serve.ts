import { loadConfig } from '../../server/config';
import { silentLogger } from '../../server/logger';
import { startShop } from '../../server/server';

// A real app process for the multi-instance and crash tests: DATABASE_URL and PORT from the environment.
// Its job runner runs only with SHOP_TEST_RUN_JOBS=on (the email outage test); the others control timing.
const config = loadConfig({ ...process.env, NODE_ENV: 'test', SEED_DEMO: 'false', RATE_LIMIT: 'off' });
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const shop = await startShop({
  config,
  target: { kind: 'postgres', url },
  logger: silentLogger,
  runJobs: process.env.SHOP_TEST_RUN_JOBS === 'on',
});
process.stdout.write(`READY ${shop.url}\n`);
