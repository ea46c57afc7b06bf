import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One module of src/: what it imports (statically and lazily) and which Mantine names it uses. */
export type SourceModule = {
  file: string;
  /** Local modules imported, each marked lazy for `import()`. */
  imports: { file: string; lazy: boolean }[];
  /** Stylesheets imported by this module itself, in source order (package or resolved local paths). */
  stylesheets: string[];
  /** Mantine package -> value names imported and used as components or functions. */
  mantine: Map<string, string[]>;
};

export const SRC = path.resolve(import.meta.dirname, '../../../src');

// `import X, { a, type B } from 'm'`, `import * as X from 'm'`, `export { a } from 'm'`, `export * from 'm'`.
const FROM =
  /^\s*(import|export)\s+(type\s+)?(\{[^}]*\}|[\w$]+(?:\s*,\s*\{[^}]*\})?|\*(?:\s+as\s+[\w$]+)?)\s+from\s+['"]([^'"]+)['"]/gm;
const BARE = /^\s*import\s+['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Value names of an import clause (type-only specifiers dropped). */
function valueNames(clause: string): string[] {
  const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
  return braces
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]?.trim() ?? '');
}

/** `Card.extend({...})` in a theme only configures a component; it renders nothing and needs no CSS. */
function onlyExtended(source: string, name: string): boolean {
  const uses = source.match(new RegExp(`\\b${name}\\b(?!\\s*[,}:])`, 'g'))?.length ?? 0;
  const extensions = source.match(new RegExp(`\\b${name}\\.extend\\(`, 'g'))?.length ?? 0;
  return extensions > 0 && uses === extensions;
}

function parse(file: string): SourceModule {
  const source = readFileSync(file, 'utf8');
  const module: SourceModule = { file, imports: [], stylesheets: [], mantine: new Map() };
  type Statement = { index: number; specifier: string; clause: string | null; typeOnly: boolean; lazy: boolean };
  const statements: Statement[] = [];
  for (const match of source.matchAll(FROM)) {
    const [, , type, clause = '', specifier = ''] = match;
    statements.push({ index: match.index, specifier, clause, typeOnly: Boolean(type), lazy: false });
  }
  for (const match of source.matchAll(BARE)) {
    statements.push({ index: match.index, specifier: match[1] ?? '', clause: null, typeOnly: false, lazy: false });
  }
  for (const match of source.matchAll(DYNAMIC)) {
    statements.push({ index: match.index, specifier: match[1] ?? '', clause: null, typeOnly: false, lazy: true });
  }
  statements.sort((a, b) => a.index - b.index);

  for (const { specifier, clause, typeOnly, lazy } of statements) {
    if (typeOnly) continue;
    if (specifier.endsWith('.css')) {
      module.stylesheets.push(specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : specifier);
    } else if (specifier.startsWith('.')) {
      const target = resolveLocal(file, specifier);
      if (target?.startsWith(SRC)) module.imports.push({ file: target, lazy });
    } else if (/^@mantine\/[\w-]+$/.test(specifier) && clause) {
      const names = valueNames(clause).filter((name) => !onlyExtended(source, name));
      if (names.length > 0) module.mantine.set(specifier, [...(module.mantine.get(specifier) ?? []), ...names]);
    }
  }
  return module;
}

const ROUTES = path.join(SRC, 'routes');

/**
 * The router plugin (autoCodeSplitting) moves a route's component, and the imports it uses, into a
 * lazy chunk; side-effect imports such as stylesheets stay with the route in the entry. So a route
 * file is two modules here: the route (its stylesheets) and `#component` (its imports and Mantine use).
 */
function splitRoute(module: SourceModule): SourceModule[] {
  const component = `${module.file}#component`;
  return [
    { file: module.file, imports: [{ file: component, lazy: true }], stylesheets: module.stylesheets, mantine: new Map() },
    { file: component, imports: module.imports, stylesheets: [], mantine: module.mantine },
  ];
}

export function readSourceGraph(): Map<string, SourceModule> {
  const modules = sourceFiles(SRC).flatMap((file) => {
    const module = parse(file);
    const isSplitRoute = file.startsWith(ROUTES) && path.basename(file) !== '__root.tsx';
    return isSplitRoute ? splitRoute(module) : [module];
  });
  return new Map(modules.map((module) => [module.file, module]));
}

/** Stylesheets of a module and of everything it imports statically (all loaded before it runs). */
function staticClosureStylesheets(graph: Map<string, SourceModule>, file: string): Set<string> {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const queue = [file];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    const module = graph.get(current);
    for (const style of module?.stylesheets ?? []) styles.add(style);
    for (const target of module?.imports ?? []) if (!target.lazy) queue.push(target.file);
  }
  return styles;
}

/**
 * Stylesheets certainly loaded whenever a module runs: those of its static import closure (Vite
 * loads a chunk's CSS and its dependencies' before running it), plus those certainly loaded for
 * every module that imports it, statically or lazily. A greatest fixed point from the entry;
 * modules the entry never reaches are left out.
 */
export function guaranteedStylesheets(graph: Map<string, SourceModule>, entry: string): Map<string, Set<string>> {
  const importers = new Map<string, string[]>();
  const reachable = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    for (const { file: target } of graph.get(file)?.imports ?? []) {
      importers.set(target, [...(importers.get(target) ?? []), file]);
      if (!reachable.has(target)) {
        reachable.add(target);
        queue.push(target);
      }
    }
  }
  const own = new Map([...reachable].map((file) => [file, staticClosureStylesheets(graph, file)]));
  const everything = new Set([...graph.values()].flatMap((m) => m.stylesheets));
  const result = new Map<string, Set<string>>();
  for (const file of reachable) result.set(file, file === entry ? (own.get(file) ?? new Set()) : new Set(everything));
  let changed = true;
  while (changed) {
    changed = false;
    for (const file of reachable) {
      if (file === entry) continue;
      const [first, ...rest] = (importers.get(file) ?? []).map((importer) => result.get(importer) ?? new Set<string>());
      const inherited = [...(first ?? [])].filter((style) => rest.every((set) => set.has(style)));
      const next = new Set([...(own.get(file) ?? []), ...inherited]);
      if (next.size !== result.get(file)?.size) {
        result.set(file, next);
        changed = true;
      }
    }
  }
  return result;
}
