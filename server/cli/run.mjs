// What `npm start` and the db:/renewals scripts run: `node server/cli/run.mjs <entry> [args]`. Plain JavaScript,
// because a production install (`npm ci --omit=dev`) has no TypeScript loader.
//
// - Production (NODE_ENV=production), or an install without dev tools: runs build/server/<entry>.mjs, made by
//   `npm run build`, and nothing else: no bundling, no Vite. A missing build stops here with a clear message.
// - Development: `start` first rebuilds what is missing or stale (server bundle, front end), so `npm install &&
//   npm start` stays one command; the other entries run their TypeScript source through tsx, as before.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const [entry, ...args] = process.argv.slice(2);
if (!entry || !/^[a-z-]+$/.test(entry)) {
  console.error('usage: node server/cli/run.mjs <start | migrate | backup | renewals> [arguments]');
  process.exit(2);
}

const devTools = process.env.NODE_ENV !== 'production' && existsSync(path.join(root, 'node_modules', 'tsx'));
const inherit = { cwd: root, stdio: 'inherit' };

if (devTools && entry !== 'start') {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'cli', `${entry}.ts`), ...args], inherit);
  process.exit(run.status ?? 1);
}
if (devTools) {
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'server', 'cli', 'build.ts'), '--if-stale'],
    inherit,
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const bundle = path.join(root, 'build', 'server', `${entry}.mjs`);
const needed = entry === 'start' ? [bundle, path.join(root, 'dist', 'index.html')] : [bundle];
const missing = needed.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`${missing.map((file) => path.relative(root, file)).join(' and ')} missing. Run npm run build first.`);
  process.exit(1);
}
// The bundle runs in this process, as if started directly: `node build/server/<entry>.mjs [args]`.
process.argv = [process.argv[0], bundle, ...args];
await import(pathToFileURL(bundle).href);
