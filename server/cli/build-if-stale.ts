import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../config';
import type { Logger } from '../logger';

const SOURCES = ['src', 'shared', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** Runs `vite build` when dist/ is missing or older than any front-end source. */
export async function ensureFrontendBuilt(logger: Logger): Promise<void> {
  const builtAt = newestMtime(path.join(PROJECT_ROOT, 'dist', 'index.html'));
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(PROJECT_ROOT, s))));
  if (builtAt > sourcesAt) return;
  logger.info('building the front end…');
  const { build } = await import('vite');
  await build({ root: PROJECT_ROOT, logLevel: 'warn' });
}
