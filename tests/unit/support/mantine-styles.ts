import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which Mantine stylesheets a set of imported names needs, read from the installed packages:
 * every `X.module.mjs` a component's code reaches (through its own imports and other Mantine
 * components) is `@mantine/core/styles/X.layer.css`; any styled module of another package needs
 * that package's `styles.layer.css`. The app uses the files that wrap the rules in `@layer mantine`:
 * Vite does not keep a lazy chunk's own CSS after the shared CSS it depends on, and the layer keeps
 * the app's overrides winning whatever the order.
 */

const NODE_MODULES = path.resolve(import.meta.dirname, '../../../node_modules');
const IMPORT_FROM = /(?:import|export)\s*(?:([\w\s{},*$]+?)\s*from\s*)?["']([^"']+)["']/g;

function esmDir(pkg: string): string {
  return path.join(NODE_MODULES, pkg, 'esm');
}

/** `{ A, B as C }` -> [['A', 'A'], ['B', 'C']] (imported name, local name). */
function namedBindings(clause: string): [string, string][] {
  const braces = /\{([^}]*)\}/.exec(clause)?.[1];
  if (!braces) return [];
  return braces
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [imported = '', local = imported] = part.split(/\s+as\s+/);
      return [imported.trim(), local.trim()];
    });
}

const exportFiles = new Map<string, Map<string, string>>();

/** Exported name -> the module file that defines it, from the package's esm/index.mjs. */
function exportsOf(pkg: string): Map<string, string> {
  const cached = exportFiles.get(pkg);
  if (cached) return cached;
  const index = path.join(esmDir(pkg), 'index.mjs');
  const source = readFileSync(index, 'utf8');
  const localFile = new Map<string, string>();
  for (const [, clause = '', from = ''] of source.matchAll(IMPORT_FROM)) {
    // Re-exports of other libraries (react-remove-scroll) carry no Mantine styles: ''.
    const file = from.startsWith('.') ? path.resolve(path.dirname(index), from) : '';
    for (const [, local] of namedBindings(clause)) localFile.set(local, file);
  }
  const result = new Map<string, string>();
  const exportClause = /export\s*\{([^}]*)\}\s*;/.exec(source)?.[1] ?? '';
  for (const [local, exported] of namedBindings(`{${exportClause}}`)) {
    const file = localFile.get(local);
    if (file !== undefined) result.set(exported, file);
  }
  exportFiles.set(pkg, result);
  return result;
}

const packageOf = (file: string) => /node_modules\/(@mantine\/[^/]+)\//.exec(file)?.[1] ?? '';

const stylesCache = new Map<string, Set<string>>();

/** Stylesheets one Mantine module needs, following its imports (memoised; import cycles end the walk). */
function stylesOfModule(file: string, visiting = new Set<string>()): Set<string> {
  const cached = stylesCache.get(file);
  if (cached) return cached;
  const styles = new Set<string>();
  if (visiting.has(file)) return styles;
  visiting.add(file);
  const pkg = packageOf(file);
  for (const [, clause = '', from = ''] of readFileSync(file, 'utf8').matchAll(IMPORT_FROM)) {
    if (from.endsWith('.module.mjs')) {
      const name = path.basename(from, '.module.mjs');
      styles.add(pkg === '@mantine/core' ? `@mantine/core/styles/${name}.layer.css` : `${pkg}/styles.layer.css`);
    } else if (from.startsWith('.')) {
      for (const style of stylesOfModule(path.resolve(path.dirname(file), from), visiting)) styles.add(style);
    } else if (from.startsWith('@mantine/')) {
      for (const style of stylesOfNames(
        from,
        namedBindings(clause).map(([name]) => name),
      ))
        styles.add(style);
    }
  }
  visiting.delete(file);
  stylesCache.set(file, styles);
  return styles;
}

/** Stylesheets needed by these names imported from a Mantine package. */
export function stylesOfNames(pkg: string, names: string[]): Set<string> {
  const styles = new Set<string>();
  if (!existsSync(path.join(esmDir(pkg), 'index.mjs'))) return styles;
  const files = exportsOf(pkg);
  for (const name of names) {
    const file = files.get(name);
    if (file === undefined) throw new Error(`${pkg} has no export ${name}`);
    if (file) for (const style of stylesOfModule(file)) styles.add(style);
  }
  return styles;
}

/** The global stylesheets every page needs, first and in this order (Mantine's "CSS files list"). */
export const GLOBAL_STYLES = [
  '@mantine/core/styles/baseline.layer.css',
  '@mantine/core/styles/default-css-variables.layer.css',
  '@mantine/core/styles/global.layer.css',
];

let order: Map<string, number> | null = null;

/** Position of a core stylesheet in the full @mantine/core/styles.css (dependencies come first there). */
export function coreStyleRank(style: string): number {
  if (!order) {
    const full = readFileSync(path.join(NODE_MODULES, '@mantine/core/styles.css'), 'utf8');
    order = new Map();
    const files = readdirSync(path.join(NODE_MODULES, '@mantine/core/styles'));
    for (const file of files.filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))) {
      const text = readFileSync(path.join(NODE_MODULES, '@mantine/core/styles', file), 'utf8').trim();
      order.set(`@mantine/core/styles/${file.replace(/\.css$/, '.layer.css')}`, full.indexOf(text.slice(0, 300)));
    }
  }
  const rank = order.get(style);
  if (rank === undefined || rank < 0) throw new Error(`Unknown Mantine stylesheet ${style}`);
  return rank;
}
