import { loadConfig } from '../../server/config';
import { silentLogger } from '../../server/logger';
import { startShop } from '../../server/server';

// A real app process for the multi-instance and crash tests: DATABASE_URL and PORT from the environment.
const config = loadConfig({ ...process.env, NODE_ENV: 'test', SEED_DEMO: 'false', RATE_LIMIT: 'off' });
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const shop = await startShop({ config, target: { kind: 'postgres', url }, logger: silentLogger, runJobs: false });
process.stdout.write(`READY ${shop.url}\n`);
