import type { RequestHandler } from 'express';
import type { CatalogueCache } from '../modules/shop/catalogue-cache';
import { hasSessionCookie } from './context';

/**
 * `GET /api/trpc/shop.listProducts` for visitors without a session: the busiest call of the shop,
 * and the same for every one of them. It is answered with the cached body tRPC itself would send
 * (retail prices), skipping tRPC's per-request work; anything else (a session, a batch, an input)
 * goes on to tRPC. The body's ETag lets browsers and proxies revalidate instead of downloading it again.
 */
export function anonymousShopList(catalogue: CatalogueCache): RequestHandler {
  return (req, res, next) => {
    if (hasSessionCookie(req) || req.originalUrl.includes('?')) return next();
    catalogue.retailResponseBody().then((body) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('application/json').send(body);
    }, next);
  };
}
