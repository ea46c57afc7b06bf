import type { NextFunction, Request, Response } from 'express';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../shared/slug';
import { resolveShopSlug } from '../modules/shop/service';
import type { AppDeps } from '../trpc/context';

/**
 * GET /shop/:slug before the front end answers it: an old slug is a permanent redirect to the product's
 * page (links shared before a rename keep working and search engines move their entry); an address that
 * is no shown product's page gets the app's not-found page with a real 404 status. Current pages pass on.
 */
export function productPageAddresses(deps: Pick<AppDeps, 'db' | 'catalogue'>) {
  return (req: Request<{ slug: string }>, res: Response, next: NextFunction) => {
    const { slug } = req.params;
    // No slug can hold anything else (a NUL byte would even fail the database query): not found, unasked.
    if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) {
      res.status(404);
      next();
      return;
    }
    deps.catalogue
      .list(null)
      .then((shown) => resolveShopSlug(deps.db, shown, slug))
      .then((found) => {
        if (found.kind === 'moved') {
          // The query string (campaign tags) travels with the redirect.
          const query = req.originalUrl.indexOf('?');
          res.redirect(301, `/shop/${encodeURIComponent(found.slug)}${query >= 0 ? req.originalUrl.slice(query) : ''}`);
          return;
        }
        // The front end's fallback sends its page with whatever status is set here.
        if (found.kind === 'missing') res.status(404);
        next();
      }, next);
  };
}
