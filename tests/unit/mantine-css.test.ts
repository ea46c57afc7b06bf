import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreStyleRank, GLOBAL_STYLES, stylesOfNames } from './support/mantine-styles';
import { guaranteedStylesheets, readSourceGraph, SRC } from './support/source-graph';

// The app imports Mantine's CSS per component (not the whole styles.css) so the shop's first load
// ships only what it shows. These checks keep every page styled as components are added or moved.

const ENTRY = path.join(SRC, 'main.tsx');
const LAYERS = path.join(SRC, 'styles/layers.css');
const graph = readSourceGraph();
const guaranteed = guaranteedStylesheets(graph, ENTRY);
const short = (file: string) => path.relative(SRC, file);

describe('Mantine stylesheets per component', () => {
  it('declares the cascade layers, then loads the global stylesheets, first and from the entry', () => {
    const [layers, ...rest] = graph.get(ENTRY)?.stylesheets ?? [];
    expect(layers).toBe(LAYERS);
    expect(rest.slice(0, GLOBAL_STYLES.length)).toEqual(GLOBAL_STYLES);
    expect([...graph.values()].filter((m) => m.file !== ENTRY && m.stylesheets.some((s) => GLOBAL_STYLES.includes(s)))).toEqual(
      [],
    );
  });

  it('has every Mantine component’s stylesheets (and those of the components it is built on) loaded wherever it is used', () => {
    const missing: Record<string, string[]> = {};
    for (const [file, module] of graph) {
      const loaded = guaranteed.get(file);
      if (!loaded) continue;
      for (const [pkg, names] of module.mantine) {
        const absent = [...stylesOfNames(pkg, names)].filter((style) => !loaded.has(style));
        if (absent.length > 0) missing[short(file)] = [...(missing[short(file)] ?? []), ...absent];
      }
    }
    expect(missing).toEqual({});
  });

  it('imports Mantine stylesheets in Mantine’s order, core before other packages, before the module’s own CSS', () => {
    const misordered: string[] = [];
    for (const module of graph.values()) {
      const sheets = module.stylesheets.filter((s) => s !== LAYERS);
      const core = sheets.filter((s) => s.startsWith('@mantine/core/styles/') && !GLOBAL_STYLES.includes(s));
      const ranks = core.map(coreStyleRank);
      const sorted = ranks.every((rank, i) => i === 0 || (ranks[i - 1] ?? 0) < rank);
      const lastMantine = sheets.findLastIndex((s) => s.startsWith('@mantine/'));
      const firstOwn = sheets.findIndex((s) => !s.startsWith('@mantine/'));
      const lastCore = sheets.findLastIndex((s) => s.startsWith('@mantine/core/'));
      const firstOtherPackage = sheets.findIndex((s) => s.startsWith('@mantine/') && !s.startsWith('@mantine/core/'));
      const ownAfter = firstOwn === -1 || firstOwn > lastMantine;
      const coreFirst = firstOtherPackage === -1 || firstOtherPackage > lastCore;
      if (!sorted || !ownAfter || !coreFirst) misordered.push(short(module.file));
    }
    expect(misordered).toEqual([]);
  });

  it('loads from the entry only stylesheets that what the entry renders needs (the rest costs every first page)', () => {
    const entryModules = new Set<string>();
    const queue = [ENTRY];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (entryModules.has(file)) continue;
      entryModules.add(file);
      for (const target of graph.get(file)?.imports ?? []) if (!target.lazy) queue.push(target.file);
    }
    const needed = new Set(GLOBAL_STYLES);
    for (const file of entryModules) {
      for (const [pkg, names] of graph.get(file)?.mantine ?? []) for (const style of stylesOfNames(pkg, names)) needed.add(style);
    }
    const sheets = graph.get(ENTRY)?.stylesheets ?? [];
    expect(sheets.filter((s) => s.startsWith('@mantine/') && !needed.has(s))).toEqual([]);
  });

  it('imports no Mantine stylesheet that neither the module nor a module importing it needs', () => {
    const needs = (file: string) =>
      [...(graph.get(file)?.mantine ?? [])].flatMap(([pkg, names]) => [...stylesOfNames(pkg, names)]);
    const unneeded: Record<string, string[]> = {};
    for (const module of graph.values()) {
      if (module.file === ENTRY) continue;
      const importers = [...graph.values()].filter((m) => m.imports.some((i) => i.file === module.file));
      const needed = new Set([module.file, ...importers.map((m) => m.file)].flatMap(needs));
      const extra = module.stylesheets.filter((s) => s.startsWith('@mantine/') && !needed.has(s));
      if (extra.length > 0) unneeded[short(module.file)] = extra;
    }
    expect(unneeded).toEqual({});
  });
});
