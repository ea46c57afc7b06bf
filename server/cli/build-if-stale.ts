import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../config';
import type { Logger } from '../logger';

const SOURCES = ['src', 'shared', 'public', 'index.html', 'vite.config.ts', 'postcss.config.cjs', 'package.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** `vite build` into dist/, in a child process because Vite sets NODE_ENV=production in the process that builds. */
export function buildFrontend(): Promise<void> {
  const vite = path.join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise<void>((resolve, reject) => {
    // Always a production bundle, whatever NODE_ENV the caller runs under (tests use 'test').
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: PROJECT_ROOT, stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))));
  });
}

/** Runs `vite build` when dist/ is missing or older than any front-end source. */
export async function ensureFrontendBuilt(logger: Logger): Promise<void> {
  const builtAt = newestMtime(path.join(PROJECT_ROOT, 'dist', 'index.html'));
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(PROJECT_ROOT, s))));
  if (builtAt > sourcesAt) return;
  logger.info('building the front end…');
  await buildFrontend();
}
