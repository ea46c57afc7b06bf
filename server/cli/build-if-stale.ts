import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT, SSR_ENTRY_FILE } from '../config';
import type { Logger } from '../logger';

const SOURCES = ['src', 'shared', 'public', 'index.html', 'vite.config.ts', 'postcss.config.cjs', 'package.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

function runVite(args: string[]): Promise<void> {
  const vite = path.join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise<void>((resolve, reject) => {
    // Always a production bundle, whatever NODE_ENV the caller runs under (tests use 'test').
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn(process.execPath, [vite, 'build', ...args, '--logLevel', 'warn'], {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
      env,
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * `vite build` into dist/ (the browser's), then the server-rendering module into build/ssr/ (SSR_ENTRY_FILE),
 * in child processes because Vite sets NODE_ENV=production in the process that builds.
 */
export async function buildFrontend(): Promise<void> {
  await runVite([]);
  await runVite(['--ssr', 'src/entry-server.tsx']);
}

/** Runs `vite build` when dist/ is missing or older than any front-end source. */
export async function ensureFrontendBuilt(logger: Logger): Promise<void> {
  const builtAt = Math.min(newestMtime(path.join(PROJECT_ROOT, 'dist', 'index.html')), newestMtime(SSR_ENTRY_FILE));
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(PROJECT_ROOT, s))));
  if (builtAt > sourcesAt) return;
  logger.info('building the front end…');
  await buildFrontend();
}
