/**
 * The pages the shop owner writes (in the back office's 'Pages'): their address, title and description. Their
 * text is Markdown stored in the database, one numbered version per save, so an order can link to the terms
 * as they stood when it was placed.
 */
export const SITE_PAGE_SLUGS = ['terms', 'privacy', 'delivery-returns', 'contact'] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export type SitePageInfo = { slug: SitePageSlug; path: `/${SitePageSlug}`; title: string; description: string };

export const SITE_PAGES: Record<SitePageSlug, SitePageInfo> = {
  terms: {
    slug: 'terms',
    path: '/terms',
    title: 'Terms of Sale',
    description: 'The terms on which Royal Biltong sells: ordering, prices, payment, delivery, cancelling and returning food.',
  },
  privacy: {
    slug: 'privacy',
    path: '/privacy',
    title: 'Privacy Notice',
    description: 'What personal data Royal Biltong keeps, why, for how long, who sees it, your rights, and the cookies we set.',
  },
  'delivery-returns': {
    slug: 'delivery-returns',
    path: '/delivery-returns',
    title: 'Delivery & Returns',
    description: 'Royal Biltong delivery charges, dispatch times and how to return sealed, opened or faulty biltong.',
  },
  contact: {
    slug: 'contact',
    path: '/contact',
    title: 'Contact Us',
    description: 'Write to Royal Biltong about an order, a subscription or a trade account: our address and contact form.',
  },
};

/** The address of a page as it stood at `version` (an order's confirmation links to these). */
export function sitePageVersionPath(slug: SitePageSlug, version: number | null): string {
  const { path } = SITE_PAGES[slug];
  return version === null ? path : `${path}?version=${version}`;
}

/** `?version=3`: a page as it stood at that version (an order's confirmation links to it); anything else is ignored. */
export function versionSearch(raw: Record<string, unknown>): { version?: number } {
  const version = typeof raw.version === 'string' ? Number(raw.version) : raw.version;
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 && version <= 1_000_000 ? { version } : {};
}
