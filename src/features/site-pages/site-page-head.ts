import { SITE_PAGES, type SitePageSlug } from '../../../shared/site-pages';
import { pageHead } from '../../lib/page-head';

/** An owner's page's own title, description and canonical address (an old version's canonical is the page's). */
export function sitePageHead(slug: SitePageSlug, siteUrl: string) {
  const page = SITE_PAGES[slug];
  return pageHead({ title: page.title, description: page.description, path: page.path, siteUrl });
}
