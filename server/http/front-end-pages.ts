import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PAGE_CHUNK_GROUPS } from '../../shared/page-chunks';
import { SHOP_LIST_URL } from './trpc-urls';

/**
 * Data a page's first render fetches, requested with the HTML so it is on its way while the scripts
 * load. Each URL must be exactly what the browser asks for (tRPC's batch link with no input), or the
 * preload is wasted: tests/ui/first-page-preloads.test.tsx checks it.
 */
export const DATA_PRELOADS: Readonly<Record<string, readonly string[]>> = {
  '/shop': [SHOP_LIST_URL],
};

type ManifestChunk = { file: string; name?: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The hint for one of DATA_PRELOADS (crossorigin="anonymous": the mode of the client's same-origin fetch). */
export function dataPreloadLink(url: string): string {
  return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(url)}">`;
}

/** The route file that renders a path ('/' -> index, '/shop' -> shop, '/shop/x' -> shop_.$slug): TanStack Router's file-route naming. */
function routeFile(pathname: string): string | null {
  if (/^\/shop\/[^/]+\/?$/.test(pathname)) return 'src/routes/shop_.$slug.tsx';
  const name = pathname === '/' ? 'index' : /^\/([a-z0-9-]+)\/?$/.exec(pathname)?.[1];
  return name ? `src/routes/${name}.tsx` : null;
}

/**
 * Manifest keys of the chunks that hold a page's route code. Vite's manifest names each chunk by its source
 * (`src`); the router plugin's code splitting adds a query of its own (which part it split off), a private
 * detail we ignore: every chunk of the file counts. A page whose routes the build groups into a named chunk
 * (shared/page-chunks.ts) is found by that chunk's `name` instead.
 */
function routeChunkKeys(manifest: Manifest, file: string, pathname: string): string[] {
  const groups = new Set<string>(PAGE_CHUNK_GROUPS.filter((group) => group.pages.test(pathname)).map((group) => group.name));
  return Object.keys(manifest).filter((key) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry) return false;
    return (chunk.src ?? key).split('?')[0] === file || (chunk.name !== undefined && !chunk.src && groups.has(chunk.name));
  });
}

/** Manifest keys of a chunk and everything it imports statically. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * `<link>`s for a path: the route's lazily loaded code (preloaded) and styles (applied), beyond the entry's (which
 * Vite already lists in index.html) and its data, so none of them waits for the entry script to run.
 */
export function pageHints(manifest: Manifest | null, pathname: string): string[] {
  const links: string[] = [];
  const file = routeFile(pathname);
  const entryKey = manifest && Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (manifest && entryKey && file) {
    const loaded = staticClosure(manifest, entryKey);
    const routeChunks = new Set<string>();
    for (const key of routeChunkKeys(manifest, file, pathname)) staticClosure(manifest, key, routeChunks);
    for (const key of routeChunks) {
      if (loaded.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) continue;
      links.push(`<link rel="modulepreload" crossorigin href="/${escapeAttribute(chunk.file)}">`);
      // Applied, not just preloaded: a server-rendered page is painted before its route's code runs,
      // and styles arriving with that code would move it (CLS). Vite's loader finds these links by
      // href and does not add them again; crossorigin matches the mode it would use.
      for (const css of chunk.css ?? []) links.push(`<link rel="stylesheet" crossorigin href="/${escapeAttribute(css)}">`);
    }
  }
  for (const url of DATA_PRELOADS[pathname] ?? []) links.push(dataPreloadLink(url));
  return links;
}

/** What a page's hints may depend on beyond the build: the shop's products (cached by the catalogue). */
export type PageSources = { shopProducts?: () => Promise<readonly { imageUrl: string | null }[]> };

/** Longest the HTML waits for the catalogue before going out without the image hint. */
const SOURCE_WAIT_MS = 100;

// Same-origin paths only (the CSP allows no other images anyway).
const isLocalPath = (url: string) => /^\/(?!\/)[^\s"'<>\\]*$/.test(url);

/**
 * The first product's image is /shop's largest paint: preloaded with the HTML it is there by the
 * time the cards render, instead of being asked for only then.
 */
async function shopImageHint(sources: PageSources): Promise<string | null> {
  if (!sources.shopProducts) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SOURCE_WAIT_MS);
  });
  const products = await Promise.race([sources.shopProducts().catch(() => null), late]);
  clearTimeout(timer);
  const image = products?.[0]?.imageUrl;
  if (!image || !isLocalPath(image)) return null;
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image)}">`;
}

const withHints = (html: string, hints: string[]) => html.replace(/\n?\s*<\/head>/, `\n    ${hints.join('\n    ')}\n  </head>`);

/**
 * The largest image's preload goes first in the head, ahead of the stylesheets and scripts: on a slow
 * connection requests start in document order, and this one is what the visitor waits to see.
 */
export const withLeadingHint = (html: string, hint: string) => html.replace(/(<meta name="viewport"[^>]*>)/, `$1\n    ${hint}`);

/** When the front end in `staticDir` was built (its index.html's modification time), to tell builds apart. */
export function frontEndBuiltAt(staticDir: string): number {
  return statSync(path.join(staticDir, 'index.html')).mtimeMs;
}

/**
 * index.html for every front-end path, with the path's hints added to its head. Read again whenever
 * the build changes on disk; each path's build-dependent page is made once per build.
 */
export function frontEndPages(staticDir: string, sources: PageSources = {}) {
  const indexFile = path.join(staticDir, 'index.html');
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  let builtAt = -1;
  let html = '';
  let manifest: Manifest | null = null;
  const pages = new Map<string, string>();

  const pageFor = (pathname: string): string => {
    const mtime = statSync(indexFile).mtimeMs;
    if (mtime !== builtAt) {
      builtAt = mtime;
      html = readFileSync(indexFile, 'utf8');
      manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : null;
      pages.clear();
    }
    const hints = pageHints(manifest, pathname);
    if (hints.length === 0) return html;
    let page = pages.get(pathname);
    if (page === undefined) {
      page = withHints(html, hints);
      pages.set(pathname, page);
    }
    return page;
  };

  return async function htmlFor(pathname: string): Promise<string> {
    const page = pageFor(pathname);
    if (pathname !== '/shop') return page;
    const image = await shopImageHint(sources);
    return image ? withLeadingHint(page, image) : page;
  };
}
