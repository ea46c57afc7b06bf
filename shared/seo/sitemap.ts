import { DISALLOWED_PATHS, PUBLIC_PAGES } from './site';

export type SitemapProduct = { slug: string; updatedAt: Date | string | null };

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** W3C date (YYYY-MM-DD), as sitemaps expect; null when the value is not a date. */
function lastmodOf(value: Date | string | null, fallback: Date): string {
  const date = value === null ? fallback : new Date(value);
  return Number.isNaN(date.getTime()) ? fallback.toISOString().slice(0, 10) : date.toISOString().slice(0, 10);
}

/**
 * /sitemap.xml: every public page and every product shown in the shop, as absolute URLs. Pages without
 * a date of their own carry the newest product change (the shop and home pages list products).
 */
export function sitemapXml(siteUrl: string, products: readonly SitemapProduct[], now: Date): string {
  const newest = products.reduce<Date | null>((latest, product) => {
    const date = product.updatedAt === null ? null : new Date(product.updatedAt);
    if (!date || Number.isNaN(date.getTime())) return latest;
    return !latest || date > latest ? date : latest;
  }, null);
  const pagesModified = lastmodOf(newest, now);
  const entries = [
    ...PUBLIC_PAGES.map((page) => ({ loc: `${siteUrl}${page.path}`, lastmod: pagesModified, priority: page.priority })),
    ...products.map((product) => ({
      loc: `${siteUrl}/shop/${encodeURIComponent(product.slug)}`,
      lastmod: lastmodOf(product.updatedAt, now),
      priority: '0.7',
    })),
  ];
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(entry.loc)}</loc><lastmod>${entry.lastmod}</lastmod><priority>${entry.priority}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /robots.txt: everything public may be crawled; private areas and the API may not. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
