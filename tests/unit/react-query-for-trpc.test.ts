import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The browser build hands tRPC's React layer src/lib/react-query-for-trpc.ts instead of React Query (vite.config.ts):
// the hooks the app calls through tRPC, and stand-ins that throw for the rest. A call of one of those would
// only fail in the built app, so this finds one in the source first.

const SRC = path.resolve(import.meta.dirname, '../../src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });

/** A call through tRPC (`trpc.shop.list.useInfiniteQuery(`, over lines too) of a hook the stand-in module leaves out. */
const LEFT_OUT =
  /\btrpc(?:\s*\.\s*\w+)*?\s*\.\s*(?:useInfiniteQuery|useSuspenseInfiniteQuery|useSuspenseQuery|useSuspenseQueries|useQueries|usePrefetchQuery|usePrefetchInfiniteQuery)\s*\(/g;

describe('React Query as tRPC sees it in the browser build', () => {
  it('finds such a call', () => {
    expect('trpc.shop.listProducts\n  .useSuspenseQuery()'.match(LEFT_OUT)).toHaveLength(1);
    expect('trpc.shop.listProducts.useQuery()'.match(LEFT_OUT)).toBeNull();
  });

  it('passes on every hook the app calls through tRPC', () => {
    const calls = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(LEFT_OUT)].map((match) => `${path.relative(SRC, file)}: ${match[0]}`),
    );
    expect(calls).toEqual([]);
  });

  it('stands in for the hooks it leaves out with ones that say what to do', async () => {
    const module = await import('../../src/lib/react-query-for-trpc');
    expect(() => module.useQueries()).toThrow(/src\/lib\/react-query-for-trpc\.ts/);
    expect(typeof module.useQuery).toBe('function');
    expect(typeof module.useMutation).toBe('function');
  });
});
