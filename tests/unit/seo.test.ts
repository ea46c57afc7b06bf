import { describe, expect, it } from 'vitest';
import { organizationJsonLd, serializeJsonLd } from '../../shared/seo/json-ld';
import { nutritionJsonLd, penceToDecimal, productJsonLd } from '../../shared/seo/product-json-ld';
import { pageTitle } from '../../shared/seo/site';
import { robotsTxt, sitemapXml } from '../../shared/seo/sitemap';
import { titleOfMatches } from '../../src/components/document-title';
import { pageHead } from '../../src/lib/page-head';

const SITE = 'https://royal-biltong.example';
const NOW = new Date('2026-11-23T12:00:00Z');

describe('sitemap.xml', () => {
  const xml = sitemapXml(
    SITE,
    [
      { slug: 'chilli-biltong', updatedAt: new Date('2026-10-01T08:00:00Z') },
      { slug: 'garlic-biltong', updatedAt: new Date('2026-11-02T23:30:00Z') },
      { slug: 'smoky-bbq', updatedAt: null },
    ],
    NOW,
  );
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  it('lists every public page and every product page, as absolute URLs', () => {
    expect(locs).toEqual([
      `${SITE}/`,
      `${SITE}/shop`,
      `${SITE}/subscriptions`,
      `${SITE}/wholesale`,
      `${SITE}/about`,
      `${SITE}/contact`,
      `${SITE}/delivery-returns`,
      `${SITE}/terms`,
      `${SITE}/privacy`,
      `${SITE}/shop/chilli-biltong`,
      `${SITE}/shop/garlic-biltong`,
      `${SITE}/shop/smoky-bbq`,
    ]);
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);
    for (const loc of locs) expect(loc).not.toMatch(/\/(account|admin|checkout|auth|api)/);
  });

  it('dates each product by its last change, the listing pages by the newest product, undated ones by today', () => {
    expect(xml).toContain(`<loc>${SITE}/shop/chilli-biltong</loc><lastmod>2026-10-01</lastmod>`);
    expect(xml).toContain(`<loc>${SITE}/shop/garlic-biltong</loc><lastmod>2026-11-02</lastmod>`);
    expect(xml).toContain(`<loc>${SITE}/shop/smoky-bbq</loc><lastmod>2026-11-23</lastmod>`);
    expect(xml).toContain(`<loc>${SITE}/shop</loc><lastmod>2026-11-02</lastmod>`);
  });

  it('escapes and encodes what it is given', () => {
    const hostile = sitemapXml('https://a.example/?x=1&y=<2>', [{ slug: 'a&b</loc>', updatedAt: 'not a date' }], NOW);
    expect(hostile).toContain('https://a.example/?x=1&amp;y=&lt;2&gt;/shop/a%26b%3C%2Floc%3E');
    expect(hostile).toContain('<lastmod>2026-11-23</lastmod>');
    expect(hostile.match(/<loc>/g)).toHaveLength(10);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of private areas and the API, and points to the sitemap', () => {
    const robots = robotsTxt(SITE);
    const lines = robots.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/account', '/admin', '/checkout', '/api']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('JSON-LD', () => {
  it('cannot close its script element, whatever the text', () => {
    const serialized = serializeJsonLd({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(serialized).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(serialized)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });

  it('prices as decimal strings', () => {
    expect([penceToDecimal(0), penceToDecimal(5), penceToDecimal(1250), penceToDecimal(100000), penceToDecimal(-99)]).toEqual([
      '0.00',
      '0.05',
      '12.50',
      '1000.00',
      '-0.99',
    ]);
  });

  it('a product has one GBP offer per size with its availability', () => {
    const data = productJsonLd({
      name: 'Chilli Biltong',
      description: 'Hot.',
      url: `${SITE}/shop/chilli-biltong`,
      images: [`${SITE}/media/chilli.webp`],
      sizes: [
        { sku: 'chilli-biltong-125g', name: 'Chilli Biltong 125g', pricePence: 599, inStock: true },
        { sku: 'chilli-biltong-1kg', name: 'Chilli Biltong 1kg', pricePence: 3600, inStock: false },
      ],
    });
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: 'Chilli Biltong' });
    expect(data.offers).toEqual([
      expect.objectContaining({
        sku: 'chilli-biltong-125g',
        price: '5.99',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
      }),
      expect.objectContaining({
        sku: 'chilli-biltong-1kg',
        price: '36.00',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/OutOfStock',
      }),
    ]);
  });

  it('a product carries its nutrition per 100 g as NutritionInformation, salt as sodium', () => {
    const nutrition = {
      energyKj: 1050,
      energyKcal: 250,
      fatDg: 31,
      saturatesDg: 12,
      carbohydrateDg: 30,
      sugarsDg: 20,
      proteinDg: 530,
      saltDg: 40,
    };
    const data = productJsonLd({ name: 'Chilli', description: 'Hot.', url: SITE, images: [], sizes: [], nutrition });
    expect(data.nutrition).toEqual({
      '@type': 'NutritionInformation',
      servingSize: '100 g',
      calories: '250 kcal',
      fatContent: '3.1 g',
      saturatedFatContent: '1.2 g',
      carbohydrateContent: '3.0 g',
      sugarContent: '2.0 g',
      proteinContent: '53.0 g',
      sodiumContent: '1.6 g',
    });
    // A product stored before its declaration was complete: only what is known, nothing at all when nothing is.
    expect(nutritionJsonLd({ ...nutrition, fatDg: null, energyKcal: null })).not.toHaveProperty('fatContent');
    const none = { ...nutrition, energyKj: null, energyKcal: null, fatDg: null, saturatesDg: null, carbohydrateDg: null };
    const empty = { ...none, sugarsDg: null, proteinDg: null, saltDg: null };
    expect(
      productJsonLd({ name: 'Old', description: '', url: SITE, images: [], sizes: [], nutrition: empty }),
    ).not.toHaveProperty('nutrition');
    // Escaped like the rest of the Product: nothing in it can close the script element.
    expect(serializeJsonLd(data)).not.toContain('<');
  });

  it('the organisation', () => {
    expect(organizationJsonLd(SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Royal Biltong',
      url: `${SITE}/`,
      logo: `${SITE}/favicon.svg`,
    });
  });
});

describe('page head', () => {
  it('title, description, canonical and social tags with absolute URLs', () => {
    const head = pageHead({
      title: 'Shop',
      description: 'All the biltong.',
      path: '/shop',
      siteUrl: SITE,
      image: '/media/a.webp',
    });
    expect(head.meta).toEqual(
      expect.arrayContaining([
        { title: 'Shop — Royal Biltong' },
        { name: 'description', content: 'All the biltong.' },
        { property: 'og:url', content: `${SITE}/shop` },
        { property: 'og:image', content: `${SITE}/media/a.webp` },
        { name: 'twitter:card', content: 'summary_large_image' },
      ]),
    );
    expect(head.links).toEqual([{ rel: 'canonical', href: `${SITE}/shop` }]);
    expect(head.scripts).toEqual([]);
  });

  it('document title follows the deepest route with one, and not-found', () => {
    const matches = [
      { status: 'success', meta: [{ title: 'Outer' }] },
      { status: 'success', meta: [{ name: 'description', content: 'x' }] },
      { status: 'success', meta: [undefined, { title: 'Inner' }] },
    ];
    expect(titleOfMatches(matches)).toBe('Inner');
    expect(titleOfMatches(matches.slice(0, 2))).toBe('Outer');
    expect(titleOfMatches([])).toBe('Royal Biltong');
    expect(titleOfMatches([{ status: 'success', meta: [] }, { status: 'notFound' }])).toBe(pageTitle('Page Not Found'));
  });
});
