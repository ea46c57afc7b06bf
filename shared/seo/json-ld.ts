import { SITE_NAME } from './site';

export const SCHEMA = 'https://schema.org';

/**
 * JSON for a `<script type="application/ld+json">`: `<` is written \u003c so no text inside (a product
 * name such as `</script><script>…`) can close the element; U+2028/2029 as escapes too, for old parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function organizationJsonLd(siteUrl: string) {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
  };
}
