import { serializeJsonLd } from '../../shared/seo/json-ld';
import { absoluteUrl, pageTitle, SITE_NAME } from '../../shared/seo/site';

export type PageHeadInput = {
  /** The page's own name ('Shop'); the title adds ' — Royal Biltong'. `fullTitle` replaces the whole title. */
  title?: string;
  fullTitle?: string;
  description: string;
  /** Path of the page's canonical URL ('/shop'). */
  path: string;
  /** The public site's origin (router context `siteUrl`). */
  siteUrl: string;
  /** Shown by link previews; a path on the site or an absolute URL. */
  image?: string | null;
  imageAlt?: string;
  type?: 'website' | 'product';
  jsonLd?: object;
};

const DEFAULT_IMAGE = '/favicon.svg';

/** A route's `head()`: title, description, canonical URL, Open Graph and Twitter card, JSON-LD. */
export function pageHead(input: PageHeadInput) {
  const title = input.fullTitle ?? pageTitle(input.title ?? SITE_NAME);
  const url = absoluteUrl(input.siteUrl, input.path);
  const image = absoluteUrl(input.siteUrl, input.image || DEFAULT_IMAGE);
  return {
    meta: [
      { title },
      { name: 'description', content: input.description },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:type', content: input.type ?? 'website' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: input.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      ...(input.imageAlt ? [{ property: 'og:image:alt', content: input.imageAlt }] : []),
      { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: input.description },
      { name: 'twitter:image', content: image },
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: input.jsonLd ? [{ type: 'application/ld+json', children: serializeJsonLd(input.jsonLd) }] : [],
  };
}

/** Signed-in and other unindexed pages: their own title only (they render in the browser). */
export function titleHead(page: string) {
  return { meta: [{ title: pageTitle(page) }, { name: 'robots', content: 'noindex' }] };
}
