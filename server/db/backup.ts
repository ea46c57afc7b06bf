import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './client';

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

/** PostgreSQL: pg_dump's custom format (compressed, restorable table by table). */
export function backupPostgres(url: string, file: string): Promise<void> {
  return run('pg_dump', ['--format=custom', '--no-owner', '--file', file, url]);
}

/** Restores into an existing (empty or scratch) database, replacing what is there. */
export function restorePostgres(url: string, file: string): Promise<void> {
  return run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', url, file]);
}

/** PGlite: its own data-directory dump (a gzipped tarball) of an open database. */
export async function dumpPglite(pglite: PGlite, file: string): Promise<void> {
  const dump = await pglite.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    if (!handle.pglite) throw new Error('not a PGlite database');
    await dumpPglite(handle.pglite, file);
  } finally {
    await handle.close();
  }
}

/** Creates a PGlite data directory from a dump (the directory must not exist yet). */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  await handle.close();
}
