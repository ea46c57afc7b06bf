// After `npm install`: builds what development's `npm start` serves, so the first start only opens the database.
// Plain JavaScript, because a production install (`npm ci --omit=dev`, or NODE_ENV=production) has no build tools:
// it skips, and runs what `npm run build` made in the build stage. SKIP_FRONTEND_BUILD=1 skips too.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const devTools = ['tsx', 'esbuild', 'vite'].every((name) => existsSync(path.join(root, 'node_modules', name)));

if (process.env.NODE_ENV === 'production' || process.env.SKIP_FRONTEND_BUILD || !devTools) {
  console.log('postinstall: no build here (production install or SKIP_FRONTEND_BUILD); `npm run build` makes it.');
} else {
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'cli', 'build.ts'), '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(build.status ?? 1);
}
