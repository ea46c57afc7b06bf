import { stopOnSignals } from '../../server/cli/stop-on-signals';
import { exitOnStartupError, loadConfigOrExit } from '../../server/config';
import { databaseTarget } from '../../server/db/client';
import { silentLogger } from '../../server/logger';
import { startShop } from '../../server/server';

// A real app process for the multi-instance, crash and lock tests: DATABASE_URL (or DATA_DIR for the embedded
// database) and PORT from the environment.
// Its job runner runs only with SHOP_TEST_RUN_JOBS=on (the email outage test); the others control timing.
const config = loadConfigOrExit({ ...process.env, NODE_ENV: 'test', SEED_DEMO: 'false', RATE_LIMIT: 'off' });
const shop = await startShop({
  config,
  target: databaseTarget(config),
  logger: silentLogger,
  runJobs: process.env.SHOP_TEST_RUN_JOBS === 'on',
}).catch(exitOnStartupError);
stopOnSignals(shop, silentLogger);
process.stdout.write(`READY ${shop.url}\n`);
