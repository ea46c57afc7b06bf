import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFrontendBuilt } from '../../server/cli/build-if-stale';
import { PROJECT_ROOT, SSR_ENTRY_FILE } from '../../server/config';
import { productVariants } from '../../server/db/schema';
import { silentLogger } from '../../server/logger';
import { metricsRegistry } from '../../server/metrics';
import { makeProduct } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

// The public pages as real HTTP answers of the built app (dist/ and build/ssr/, built here when stale):
// content before any JavaScript, each page's own head, and the router's hydration data under the CSP nonce.
const SITE = 'https://shop.example.test';
const HOSTILE = 'Smoky </script><script>alert(1)</script> & "Co"';
const RENDERED = [
  '/',
  '/about',
  '/shop',
  '/subscriptions',
  '/wholesale',
  '/terms',
  '/privacy',
  '/delivery-returns',
  '/contact',
] as const;

let shop: TestShop;
let url: string;
const shown: string[] = [];

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function page(pathname: string) {
  const response = await fetch(`${url}${pathname}`);
  return { response, html: await response.text() };
}

function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attribute: 'name' | 'property', key: string) =>
    [...head.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, 'g'))].map((m) => decode(m[1] ?? ''));
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1] ?? '')),
    description: meta('name', 'description'),
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => decode(m[1] ?? '')),
    ogTitle: meta('property', 'og:title'),
    ogUrl: meta('property', 'og:url'),
    ogImage: meta('property', 'og:image'),
    twitterCard: meta('name', 'twitter:card'),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '')),
  };
}

beforeAll(async () => {
  await ensureFrontendBuilt(silentLogger);
  shop = await createTestShop({ baseUrl: SITE });
  for (const name of ['Original Beef Biltong', HOSTILE, 'Peri-Peri Biltong']) {
    await makeProduct(shop.database.db, { name });
    shown.push(name);
  }
  await makeProduct(shop.database.db, { name: 'Hidden Test Flavour', showInShop: false });
  url = await shop.listen({ staticDir: path.join(PROJECT_ROOT, 'dist'), renderEntry: SSR_ENTRY_FILE });
}, 240_000);

afterAll(async () => {
  await shop?.close();
});

describe('server-rendered pages', () => {
  it('/shop has every shown product, with its retail price, and none that is hidden', async () => {
    const { response, html } = await page('/shop');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const body = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script', html.indexOf('<div id="root">')));
    for (const name of shown) expect(decode(body)).toContain(name);
    expect(body).not.toContain('Hidden Test Flavour');
    // £10.00 net + 20% VAT, as an anonymous visitor sees it.
    expect(body).toContain('£12.00');
    expect(body).not.toContain('Loading products');
    // The hostile name never closes a script or opens one.
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('each page has its own title, description, canonical URL, Open Graph and Twitter tags', async () => {
    const titles = new Set<string>();
    for (const pathname of RENDERED) {
      const { response, html } = await page(pathname);
      expect(response.status, pathname).toBe(200);
      const head = headOf(html);
      expect(head.titles, pathname).toHaveLength(1);
      titles.add(head.titles[0] ?? '');
      expect(head.titles[0], pathname).toMatch(/Royal Biltong/);
      expect(head.description, pathname).toHaveLength(1);
      expect(head.description[0]?.length, pathname).toBeGreaterThan(40);
      expect(head.canonical, pathname).toEqual([`${SITE}${pathname}`]);
      expect(head.ogUrl, pathname).toEqual([`${SITE}${pathname}`]);
      expect(head.ogTitle, pathname).toEqual(head.titles);
      expect(head.ogImage[0], pathname).toMatch(new RegExp(`^${SITE}/`));
      expect(head.twitterCard, pathname).toHaveLength(1);
      // The page itself, not an empty shell.
      expect(html, pathname).not.toContain('<div id="root"></div>');
    }
    expect(titles.size).toBe(RENDERED.length);
    expect(titles).toContain('Shop — Royal Biltong');
  });

  it('the home page describes the organisation in JSON-LD', async () => {
    const { html } = await page('/');
    const [organization] = headOf(html).jsonLd;
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Royal Biltong',
      url: `${SITE}/`,
    });
  });

  it('inline scripts carry the response CSP nonce, which differs per response', async () => {
    const first = await page('/about');
    const second = await page('/about');
    const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
    const nonce = nonceOf(first.response.headers.get('content-security-policy'));
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(second.response.headers.get('content-security-policy')));
    const inline = [...first.html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [tag, attributes] of inline) expect(attributes, tag).toContain(`nonce="${nonce}"`);
  });

  it('robots.txt points to the sitemap, which lists every shown product page', async () => {
    const robots = await page('/robots.txt');
    expect(robots.response.headers.get('content-type')).toMatch(/text\/plain/);
    expect(robots.html).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    for (const path of ['/account', '/admin', '/checkout', '/api']) expect(robots.html).toContain(`Disallow: ${path}\n`);

    const sitemap = await page('/sitemap.xml');
    expect(sitemap.response.headers.get('content-type')).toMatch(/application\/xml/);
    const locs = [...sitemap.html.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const listed = await shop.callerFor(null).shop.listProducts();
    for (const product of listed) expect(locs).toContain(`${SITE}/shop/${product.slug}`);
    for (const pathname of RENDERED) expect(locs).toContain(`${SITE}${pathname}`);
    expect(locs).toHaveLength(RENDERED.length + listed.length);
    expect(sitemap.html).not.toMatch(/hidden-test-flavour/);
  });

  it('a product page: its name, £ price, own title, image and JSON-LD Product with a GBP offer per size', async () => {
    const [hostile] = (await shop.callerFor(null).shop.listProducts()).filter((product) => product.name === HOSTILE);
    if (!hostile) throw new Error('the hostile product is not listed');
    const { response, html } = await page(`/shop/${hostile.slug}`);
    expect(response.status).toBe(200);
    expect(html).not.toContain('<script>alert(1)</script>');
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(decode(body)).toContain(HOSTILE);
    expect(body).toContain('£12.00');
    const head = headOf(html);
    expect(head.titles).toEqual([`${HOSTILE} — Royal Biltong`]);
    expect(head.canonical).toEqual([`${SITE}/shop/${hostile.slug}`]);
    expect(head.ogImage[0]).toMatch(new RegExp(`^${SITE}/`));
    const [product] = head.jsonLd;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: HOSTILE,
      url: `${SITE}/shop/${hostile.slug}`,
    });
    expect(product.offers).toHaveLength(5);
    for (const offer of product.offers) {
      expect(offer).toMatchObject({
        '@type': 'Offer',
        price: '12.00',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
      });
      expect(offer.sku).toMatch(new RegExp(`^${hostile.slug}-(125g|250g|500g|1kg|2kg)$`));
    }
  });

  it('a product page with an out-of-stock size and an image says so; an unknown one is a 404', async () => {
    const product = await makeProduct(shop.database.db, {
      name: 'Garlic Stock Test',
      imageUrl: '/media/garlic.webp',
      variants: { '125g': { stock: 0 }, '2kg': { priceNetPence: null } },
    });
    // Written straight to the database: wait, as the app's own writes do, until the catalogue cache
    // has heard the change (on PostgreSQL the NOTIFY arrives after the commit).
    await shop.deps.catalogue.catchUp();
    const [listed] = (await shop.callerFor(null).shop.listProducts()).filter((candidate) => candidate.id === product.id);
    if (!listed) throw new Error('not listed');
    const { html } = await page(`/shop/${listed.slug}`);
    const head = headOf(html);
    expect(head.ogImage).toEqual([`${SITE}/media/garlic.webp`]);
    const offers = head.jsonLd[0].offers as { sku: string; availability: string }[];
    expect(offers.map((offer) => offer.sku)).toEqual(['125g', '250g', '500g', '1kg'].map((weight) => `${listed.slug}-${weight}`));
    expect(offers[0]?.availability).toBe('https://schema.org/OutOfStock');
    expect(offers[1]?.availability).toBe('https://schema.org/InStock');
    const missing = await page('/shop/no-such-biltong');
    expect(missing.response.status).toBe(404);
  });

  it('each product page and /shop ask for their largest image first: one high-priority preload ahead of every stylesheet and script', async () => {
    const [first] = await shop.callerFor(null).shop.listProducts();
    if (!first?.imageUrl) throw new Error('the first shown product has no image');
    for (const pathname of ['/shop', `/shop/${first.slug}`]) {
      const { html } = await page(pathname);
      const head = html.slice(0, html.indexOf('</head>'));
      const requests = [...head.matchAll(/<link rel="(?:preload|modulepreload|stylesheet)"[^>]*>|<script[^>]*\bsrc=[^>]*>/g)].map(
        (m) => m[0],
      );
      expect(requests[0], pathname).toMatch(/^<link rel="preload" as="image" href="[^"]+" fetchPriority="high"\/?>$/);
      expect(requests[0], pathname).toContain(`href="${first.imageUrl}"`);
      expect(
        requests.filter((request) => request.includes('as="image"')),
        pathname,
      ).toHaveLength(1);
      // React writes its image preloads at the top of what it renders; they went to the head instead.
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root, pathname).not.toMatch(/^<div id="root"><link/);
    }
  });

  it('a page kept from an earlier visit shows a new price as soon as the catalogue changes', async () => {
    const priced = await makeProduct(shop.database.db, { name: 'Repriced Test Flavour' });
    await shop.deps.catalogue.catchUp();
    // The same HTML for the next visitor, but under that response's own CSP nonce.
    const withoutNonce = ({ response, html }: Awaited<ReturnType<typeof page>>) => {
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      if (!nonce) throw new Error('no CSP nonce');
      return html.replaceAll(nonce, 'NONCE');
    };
    const before = await page('/shop');
    const again = await page('/shop');
    expect(before.html).toContain('Repriced Test Flavour');
    expect(again.html).not.toBe(before.html);
    expect(withoutNonce(again)).toBe(withoutNonce(before));
    expect(before.html).not.toContain('£30.00');

    await shop.database.db.update(productVariants).set({ priceNetPence: 2500 }).where(eq(productVariants.productId, priced.id));
    await shop.deps.catalogue.catchUp();
    // £25.00 net + 20% VAT.
    expect((await page('/shop')).html).toContain('£30.00');
  });

  it('every page names the seller and links to the terms, privacy, delivery and contact pages, without JavaScript', async () => {
    const [product] = await shop.callerFor(null).shop.listProducts();
    const seller = shop.config.seller;
    for (const pathname of ['/', '/shop', `/shop/${product?.slug}`, '/terms']) {
      const { html } = await page(pathname);
      // What a reader without JavaScript sees: the page without its scripts (the hydration data names the seller too).
      const body = decode(html.slice(html.indexOf('<div id="root">')).replace(/<script\b[\s\S]*?<\/script>/g, ''));
      for (const fact of [seller.legalName, seller.companyNumber, seller.vatNumber, seller.email, seller.address[0] ?? '']) {
        expect(body, `${pathname}: ${fact}`).toContain(fact);
      }
      for (const link of ['/terms', '/privacy', '/delivery-returns', '/contact']) {
        expect(body, `${pathname}: ${link}`).toContain(`href="${link}"`);
      }
      // The seller's identity is in the page: index.html's preload of it would be a wasted request.
      expect(html, pathname).not.toContain('site.seller?batch=1');
    }
    // A client-rendered page asks for it with the HTML instead.
    expect((await page('/checkout')).html).toContain('/api/trpc/site.seller?batch=1');
  });

  it('the owner’s pages show their text and when it was last updated; an order’s old version stays readable', async () => {
    const terms = await page('/terms');
    expect(decode(terms.html)).toContain('These terms apply to every order you place on this website.');
    expect(terms.html).toMatch(/Last updated \d{1,2} [A-Z][a-z]{2} \d{4}/);
    const privacy = decode((await page('/privacy')).html);
    expect(privacy).toContain('better-auth.session_token');
    expect(privacy).toContain('we do not ask for your consent with a cookie banner');
    expect((await page('/terms?version=1')).response.status).toBe(200);
    expect((await page('/terms?version=99')).response.status).toBe(404);
  });

  it('a varied query string renders /shop once; unknown and malformed product addresses are 404s, never kept', async () => {
    const renders = async () =>
      (await metricsRegistry.getSingleMetric('server_rendered_pages_total')?.get())?.values[0]?.value ?? 0;
    const before = await renders();
    for (let i = 0; i < 60; i++) {
      const { response, html } = await page(`/shop?utm_x=${i}`);
      expect(response.status).toBe(200);
      expect(html).toContain('Peri-Peri Biltong');
    }
    expect((await renders()) - before).toBeLessThanOrEqual(1);
    for (const pathname of ['/shop/%00', `/shop/${'a'.repeat(81)}`, '/shop/no-such-biltong-2', '/shop/%24slug']) {
      const { response, html } = await page(pathname);
      expect(response.status, pathname).toBe(404);
      // A page without a title fails screen readers and search engines from its first byte, before any script.
      expect(html, pathname).toContain('<title>Page Not Found — Royal Biltong</title>');
    }
    // None of them took the place of the kept /shop.
    const afterMissing = await renders();
    expect((await page('/shop?utm_source=news')).response.status).toBe(200);
    expect(await renders()).toBe(afterMissing);
  });

  it('an address the app has no page for is a 404 that still carries the app, which shows its Not Found page', async () => {
    for (const pathname of ['/no-such-page', '/shop/chilli/extra', '/account/nope', '/admin/products/new/x', '/.env']) {
      const { response, html } = await page(pathname);
      expect(response.status, pathname).toBe(404);
      expect(html, pathname).toContain('<div id="root">');
    }
    for (const pathname of ['/account', '/account/', '/admin/products/new', '/order-complete/abc', '/back-in-stock/confirm']) {
      expect((await page(pathname)).response.status, pathname).toBe(200);
    }
  });

  it('signed-in areas and checkout stay client-rendered shells', async () => {
    for (const pathname of ['/account', '/admin/products', '/checkout', '/auth']) {
      const { response, html } = await page(pathname);
      expect(response.status, pathname).toBe(200);
      expect(html, pathname).toContain('<div id="root"></div>');
    }
  });
});
