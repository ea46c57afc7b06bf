import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../config';
import { consoleLogger } from '../logger';
import { ensureFrontendBuilt } from './build-if-stale';

// Runs after `npm install` so the first `npm start` only has to open the database.
// A production install without dev dependencies has no Vite: it builds in CI or with `npm run build`.
if (existsSync(path.join(PROJECT_ROOT, 'node_modules', 'vite')) && !process.env.SKIP_FRONTEND_BUILD) {
  await ensureFrontendBuilt(consoleLogger);
}
