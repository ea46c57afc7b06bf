import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import { PROJECT_ROOT } from '../config';

/** Where production runs the server from: build/server/<entry>.mjs (see server/cli/run.mjs). */
export const SERVER_BUILD_DIR = path.join(PROJECT_ROOT, 'build', 'server');

/** The command-line entries a production install runs (npm start and the db:/renewals scripts), each server/cli/<name>.ts. */
export const RUNTIME_ENTRIES = ['start', 'migrate', 'backup', 'renewals'] as const;

/**
 * Our TypeScript bundled to ES modules, packages left in node_modules. The running server is plain Node: no
 * TypeScript loader thread and no transform cache in its memory (about 90 MB less resident memory than running the
 * sources through tsx), and a production install needs neither tsx nor esbuild.
 */
const NODE_BUNDLE: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
};

/** One entry into one file (the bench's server, tests). */
export async function bundleNodeEntry(entry: string, outfile: string): Promise<void> {
  await build({ ...NODE_BUNDLE, entryPoints: [entry], outfile });
}

/**
 * Every runtime entry into `outdir`, sharing chunks. Refuses a bundle that would build (Vite) or that needs a package
 * `npm ci --omit=dev` leaves out.
 */
export async function bundleServer(outdir: string = SERVER_BUILD_DIR): Promise<void> {
  // Chunk names carry content hashes: a previous build's chunks would stay behind.
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    ...NODE_BUNDLE,
    entryPoints: Object.fromEntries(
      RUNTIME_ENTRIES.map((name) => [name, path.join(PROJECT_ROOT, 'server', 'cli', `${name}.ts`)]),
    ),
    outdir,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
  });
  // Production never builds: a runtime entry that pulls in the front-end build would spawn Vite where none is installed.
  const builds = Object.keys(result.metafile.inputs).filter((input) => /server\/cli\/build[^/]*\.ts$/.test(input));
  if (builds.length > 0) throw new Error(`The server bundle must not build anything, but imports ${builds.join(', ')}.`);
  const missing = packagesNotInDependencies(result.metafile);
  if (missing.length > 0) {
    throw new Error(
      `The server imports ${missing.join(', ')}, which a production install (npm ci --omit=dev) does not have: move it to "dependencies" in package.json.`,
    );
  }
}

function packagesNotInDependencies(metafile: Metafile): string[] {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const imported = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path: specifier, external } of output.imports) {
      if (!external || specifier.startsWith('node:') || specifier.startsWith('.')) continue;
      const parts = specifier.split('/');
      imported.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string));
    }
  }
  return [...imported].filter((name) => !(name in dependencies)).sort();
}
