import { consoleLogger } from '../logger';
import { buildFrontend, ensureFrontendBuilt } from './build-if-stale';
import { bundleServer, SERVER_BUILD_DIR } from './build-server';

// `npm run build`: the front end (vite build into dist/) and the server (esbuild into build/server/), everything
// `NODE_ENV=production npm start` runs. With --if-stale (development's `npm start`, and `npm install`), the front
// end is rebuilt only when it is missing or older than its sources; the server bundle takes under a second.
const started = Date.now();
if (process.argv.includes('--if-stale')) await ensureFrontendBuilt(consoleLogger);
else await buildFrontend();
await bundleServer();
if (!process.argv.includes('--if-stale')) {
  consoleLogger.info(`built dist/ and ${SERVER_BUILD_DIR} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
