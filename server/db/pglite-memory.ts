import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';

// The embedded database lives in the server's own memory, so its settings are the server's idle RSS
// (measured with `ps -o rss`: 876 MB on a fresh data directory, 405 MB on restart, before these two).

/**
 * PGlite keeps PostgreSQL's default shared_buffers (128 MB) inside its WebAssembly memory, resident for the life of
 * the process. One shop's catalogue and orders need far less: 16 MB holds the working set, and pages beyond it are
 * read through Node's fs, so the OS page cache still serves them. Durability (fsync) stays as PGlite sets it.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * V8 runs WebAssembly on a baseline compiler and recompiles the hottest functions with its optimizing one. In PGlite
 * the first of those is PostgreSQL's SQL parser, a single 105 kB function: optimizing it takes about 4 s of a core
 * and 600 MB of compiler memory, and the ~100 MB that malloc keeps of it afterwards decided whether a fresh server
 * idled at 190 or 350 MB. On baseline code PGlite needs about 1.5x the CPU per query; the shop answers its catalogue
 * from memory, so only writes pay it, and a short-lived process (a test file, initdb) never recovers 4 s of
 * compiling anyway. Process-wide, set before PGlite's module is compiled; no other WebAssembly runs here.
 */
export const WASM_BASELINE_ONLY = ['--no-wasm-tier-up', '--no-wasm-dynamic-tiering'];

export function keepWasmOnBaselineCompiler(): void {
  for (const flag of WASM_BASELINE_ONLY) v8.setFlagsFromString(flag);
}

const INIT_IN_CHILD = `
const { PGlite } = await import(process.argv[1]);
const db = await PGlite.create({ dataDir: process.argv[2] });
await db.close();
`;

/**
 * Creates a new data directory in a short-lived child process. PGlite runs initdb in a second WebAssembly instance
 * and leaves ~450 MB of it behind as garbage that V8 collects only under heap pressure, which an idle server never
 * has; a child process gives all of it back to the OS when it exits.
 */
export async function initialiseDataDirApart(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...WASM_BASELINE_ONLY, '--input-type=module', '-e', INIT_IN_CHILD, pglite, dataDir], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the embedded database in ${dataDir} failed (exit ${code})`)),
    );
  });
}
