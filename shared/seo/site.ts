/** The shop's name as titles, cards and structured data show it. */
export const SITE_NAME = 'Royal Biltong';

/** '{Page} — Royal Biltong': every route's own title (the home page leads with the name instead). */
export function pageTitle(page: string): string {
  return `${page} — ${SITE_NAME}`;
}

/** An absolute URL on the public site: `siteUrl` has no trailing slash, `path` starts with '/'. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path}`;
}

/** Public pages every visitor (and search engine) may see, with their sitemap priority. */
export const PUBLIC_PAGES = [
  { path: '/', priority: '1.0' },
  { path: '/shop', priority: '0.9' },
  { path: '/subscriptions', priority: '0.8' },
  { path: '/wholesale', priority: '0.6' },
  { path: '/about', priority: '0.5' },
  { path: '/contact', priority: '0.4' },
  { path: '/delivery-returns', priority: '0.4' },
  { path: '/terms', priority: '0.3' },
  { path: '/privacy', priority: '0.3' },
] as const;

/** Areas that are private or not pages: kept out of search engines (robots.txt). */
export const DISALLOWED_PATHS = ['/account', '/admin', '/checkout', '/api'] as const;
