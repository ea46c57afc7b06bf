import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_PRELOADS, frontEndPages, pageHints } from '../../server/http/front-end-pages';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'], css: ['assets/index-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_shared-1.js'], css: ['assets/card-1.css'] },
  'src/routes/shop.tsx?tsr-split=component': {
    file: 'assets/shop-1.js',
    src: 'src/routes/shop.tsx?tsr-split=component',
    imports: ['index.html', '_card-1.js', '_shared-1.js'],
    css: ['assets/shop-1.css'],
  },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/home-1.js', imports: ['index.html'] },
};

describe('front-end page hints', () => {
  it('preloads a route’s own chunks and styles, not the entry’s, and its data', () => {
    expect(pageHints(MANIFEST, '/shop')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/shop-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/shop-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/card-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/card-1.css">',
      ...(DATA_PRELOADS['/shop'] ?? []).map(
        (url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url.replaceAll('&', '&amp;')}">`,
      ),
    ]);
    expect(pageHints(MANIFEST, '/')).toEqual(['<link rel="modulepreload" crossorigin href="/assets/home-1.js">']);
  });

  it('finds a route’s chunks by their source file, whatever the code splitter appends to it', () => {
    const manifest = {
      'index.html': MANIFEST['index.html'],
      'src/routes/about.tsx': { file: 'assets/about-1.js', src: 'src/routes/about.tsx' },
      'src/routes/wholesale.tsx?split=loader': { file: 'assets/wholesale-1.js', src: 'src/routes/wholesale.tsx?split=loader' },
      'src/routes/wholesale-terms.tsx': { file: 'assets/terms-1.js' },
    };
    expect(pageHints(manifest, '/about')).toEqual(['<link rel="modulepreload" crossorigin href="/assets/about-1.js">']);
    expect(pageHints(manifest, '/wholesale')).toEqual(['<link rel="modulepreload" crossorigin href="/assets/wholesale-1.js">']);
  });

  it('finds the storefront pages’ code in the chunks the build groups it into, by the groups’ names', () => {
    const manifest = {
      'index.html': { ...MANIFEST['index.html'], dynamicImports: ['_shop-1.js', '_product-page-1.js'] },
      '_shared-1.js': MANIFEST['_shared-1.js'],
      '_shop-1.js': {
        file: 'assets/shop-1.js',
        name: 'shop',
        imports: ['index.html', '_shared-1.js'],
        css: ['assets/shop-1.css'],
      },
      // A product's page shows the shop's cards: its chunk imports the shop's.
      '_product-page-1.js': {
        file: 'assets/product-page-1.js',
        name: 'product-page',
        imports: ['index.html', '_shop-1.js'],
        css: ['assets/product-page-1.css'],
      },
      // A chunk of the same name built from a source file of its own is not the group.
      'src/shop.tsx': { file: 'assets/other-1.js', name: 'shop', src: 'src/shop.tsx' },
    };
    const shop = [
      '<link rel="modulepreload" crossorigin href="/assets/shop-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/shop-1.css">',
    ];
    expect(pageHints(manifest, '/shop').slice(0, 2)).toEqual(shop);
    // The list does not load the product page's code.
    expect(pageHints(manifest, '/shop').join('\n')).not.toContain('product-page-1');
    expect(pageHints(manifest, '/shop/chilli-biltong')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/product-page-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/product-page-1.css">',
      ...shop,
    ]);
    expect(pageHints(manifest, '/about')).toEqual([]);
    expect(pageHints(manifest, '/shop/chilli/reviews')).toEqual([]);
  });

  it('adds nothing for paths without a route chunk, nested paths or without a manifest', () => {
    expect(pageHints(MANIFEST, '/about')).toEqual([]);
    expect(pageHints(MANIFEST, '/account/orders')).toEqual([]);
    expect(pageHints(MANIFEST, '/<script>')).toEqual([]);
    expect(pageHints(null, '/')).toEqual([]);
  });

  describe('pages', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'front-end-pages-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const html =
      '<!doctype html>\n<html>\n  <head>\n    <meta name="viewport" content="width=device-width" />\n    <title>Shop</title>\n  </head>\n  <body></body>\n</html>\n';
    writeFileSync(path.join(dir, 'index.html'), html);
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    const links = (page: string) => page.match(/<link[^>]*>/g) ?? [];
    const shopWith = (imageUrl: string | null) => frontEndPages(dir, { shopProducts: async () => [{ imageUrl }] })('/shop');

    it('serves index.html with the path’s hints in its head, and unchanged elsewhere', async () => {
      const htmlFor = frontEndPages(dir);
      expect(await htmlFor('/no-such-page')).toBe(html);
      const home = await htmlFor('/');
      expect(home).toContain('    <link rel="modulepreload" crossorigin href="/assets/home-1.js">\n  </head>');
      expect(home.replace(/\n\s*<link[^>]*>/g, '')).toBe(html);
    });

    it('preloads the first product’s image on /shop, first in the head, only for a same-origin path', async () => {
      // First: on a slow connection requests start in document order, and this one is the largest paint.
      expect(links(await shopWith('/images/products/chilli.svg'))[0]).toBe(
        '<link rel="preload" as="image" fetchpriority="high" href="/images/products/chilli.svg">',
      );
      for (const url of [null, 'https://elsewhere.example/x.svg', '//elsewhere.example/x.svg', '/x.svg"><script>']) {
        expect(links(await shopWith(url)).filter((link) => link.includes('as="image"'))).toEqual([]);
      }
    });

    it('does not hold the page for a slow or failing catalogue', async () => {
      const slow = frontEndPages(dir, { shopProducts: () => new Promise(() => {}) });
      const failing = frontEndPages(dir, { shopProducts: () => Promise.reject(new Error('down')) });
      for (const htmlFor of [slow, failing]) {
        expect(links(await htmlFor('/shop')).filter((link) => link.includes('as="image"'))).toEqual([]);
      }
    });
  });
});
