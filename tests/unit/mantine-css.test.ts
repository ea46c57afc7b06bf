import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The app imports the per-component stylesheets Mantine publishes (@mantine/core/styles/<Component>.layer.css,
// and @mantine/<package>/styles.layer.css for the other packages) instead of the whole styles.css, so the
// shop's first load ships only what it shows (https://mantine.dev/styles/css-files-list). Each folder lists
// what it renders in its mantine-styles.ts. These checks use only those published file names.
// Not checked: the components a component is built on (Select on Combobox and Input, say). Mantine
// publishes no list of them ("check the component source code"), so each folder's list names them by hand.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');
const ENTRY = path.join(SRC, 'main.tsx');
const GLOBAL_STYLES = [
  '@mantine/core/styles/baseline.layer.css',
  '@mantine/core/styles/default-css-variables.layer.css',
  '@mantine/core/styles/global.layer.css',
];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [full] : [];
  });
const files = sourceFiles(SRC);
const source = (file: string) => readFileSync(file, 'utf8');
const published = (sheet: string) => existsSync(path.join(ROOT, 'node_modules', sheet));
const stylesheetsOf = (file: string) =>
  [...source(file).matchAll(/^import '(@mantine\/[^']+\.css)';/gm)].map((m) => m[1] as string);
const styleListsOf = (file: string) =>
  [...source(file).matchAll(/^import '(\.[^']*\/mantine-styles)';/gm)].map((m) => path.resolve(path.dirname(file), `${m[1]}.ts`));

/** Value names a file imports from a Mantine package (`import { A, type B } from '@mantine/x'`). */
function mantineNames(file: string): [string, string][] {
  return [...source(file).matchAll(/^import \{([^}]*)\} from '(@mantine\/[a-z]+)';/gm)].flatMap(([, names = '', pkg = '']) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name): [string, string] => [pkg, name]),
  );
}

/** The published stylesheet a Mantine name needs, if Mantine publishes one for it. */
function stylesheetFor(pkg: string, name: string): string | null {
  const sheet = pkg === '@mantine/core' ? `${pkg}/styles/${name}.layer.css` : `${pkg}/styles.layer.css`;
  return published(sheet) ? sheet : null;
}

describe('Mantine stylesheets per component', () => {
  it('declares the cascade layers, then loads the global stylesheets, first and only from the entry', () => {
    const entry = source(ENTRY);
    expect(entry.indexOf("import './styles/layers.css';")).toBe(0);
    expect(stylesheetsOf(ENTRY).slice(0, GLOBAL_STYLES.length)).toEqual(GLOBAL_STYLES);
    expect(files.filter((file) => file !== ENTRY && stylesheetsOf(file).some((s) => GLOBAL_STYLES.includes(s)))).toEqual([]);
  });

  it('loads the stylesheet of every Mantine component a file renders: from the entry, the file or its folder’s list', () => {
    const fromEntry = new Set(stylesheetsOf(ENTRY));
    const missing: Record<string, string[]> = {};
    for (const file of files) {
      const loaded = new Set([...fromEntry, ...stylesheetsOf(file), ...styleListsOf(file).flatMap(stylesheetsOf)]);
      const absent = mantineNames(file)
        .map(([pkg, name]) => stylesheetFor(pkg, name))
        .filter((sheet): sheet is string => sheet !== null && !loaded.has(sheet));
      if (absent.length > 0) missing[path.relative(SRC, file)] = absent;
    }
    expect(missing).toEqual({});
  });

  it('imports only stylesheets Mantine publishes, @mantine/core before other packages', () => {
    const wrong: Record<string, string[]> = {};
    for (const file of files) {
      const sheets = stylesheetsOf(file);
      const unknown = sheets.filter((sheet) => !published(sheet));
      const lastCore = sheets.findLastIndex((s) => s.startsWith('@mantine/core/'));
      const firstOther = sheets.findIndex((s) => !s.startsWith('@mantine/core/'));
      const misordered = firstOther !== -1 && firstOther < lastCore ? ['core after another package'] : [];
      if (unknown.length + misordered.length > 0) wrong[path.relative(SRC, file)] = [...unknown, ...misordered];
    }
    expect(wrong).toEqual({});
  });

  it('imports no stylesheet from a route file: its imports for side effects stay with the route tree, in every page’s entry chunk', () => {
    // The router's code splitting moves a route's component to a lazy chunk, but keeps the route file's bare imports
    // (`import './x.css'`, `import '../features/y/mantine-styles'`) in the route tree the entry loads: the page's
    // styles would ship on every page. The component lives in its feature, which imports what it renders.
    const routeFiles = files.filter((file) => file.startsWith(path.join(SRC, 'routes') + path.sep));
    expect(routeFiles.length).toBeGreaterThan(10);
    const bare = routeFiles.filter((file) => /^import '[^']+';/m.test(source(file))).map((file) => path.relative(SRC, file));
    expect(bare).toEqual([]);
  });
});
