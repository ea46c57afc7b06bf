import type { RequestHandler } from 'express';
import { robotsTxt, sitemapXml } from '../../shared/seo/sitemap';
import { shownProductPages } from '../modules/shop/service';
import type { AppDeps } from '../trpc/context';

/** GET /robots.txt: crawl the public pages, not the private areas or the API; where the sitemap is. */
export function robotsRoute(deps: Pick<AppDeps, 'config'>): RequestHandler {
  const body = robotsTxt(deps.config.baseUrl);
  return (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(body);
  };
}

/** GET /sitemap.xml: the public pages and every shown product's page, as absolute URLs. */
export function sitemapRoute(deps: Pick<AppDeps, 'config' | 'db'>): RequestHandler {
  return (_req, res, next) => {
    shownProductPages(deps.db).then((pages) => {
      res.setHeader('Cache-Control', 'public, max-age=600');
      res.type('application/xml').send(sitemapXml(deps.config.baseUrl, pages, new Date()));
    }, next);
  };
}
