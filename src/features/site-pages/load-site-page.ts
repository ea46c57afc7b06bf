import { notFound } from '@tanstack/react-router';
import type { SitePageSlug } from '../../../shared/site-pages';
import { httpStatusOf } from '../../lib/query-client';
import type { RouterContext } from '../../router-context';

/** The page's text (awaited, so a version that does not exist is the router's not-found, a 404 from the server). */
export async function loadSitePage({ trpc }: Pick<RouterContext, 'trpc'>, slug: SitePageSlug, version?: number) {
  try {
    await trpc.site.page.ensureData({ slug, version });
  } catch (error) {
    if (httpStatusOf(error) === 404) throw notFound();
    // Any other failure is the page's to explain (its query holds the error).
  }
}
