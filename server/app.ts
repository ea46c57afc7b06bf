import { existsSync } from 'node:fs';
import path from 'node:path';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { toNodeHandler } from 'better-auth/node';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { MAX_TRPC_BATCH_SIZE } from '../shared/limits';
import type { Auth } from './auth/auth';
import { accountDataDownload } from './http/account-data-download';
import { isPersonalAnswer, PERSONAL_CACHE_CONTROL } from './http/answer-caching';
import { catalogueResponses } from './http/catalogue-responses';
import { isClientPath } from './http/client-routes';
import { contextFromRequest } from './http/context';
import { DEV_MAILBOX_PATH, devMailboxRoute } from './http/dev-mailbox';
import { frontEndBuiltAt, frontEndPages } from './http/front-end-pages';
import { creditNoteDownload, invoiceDownload } from './http/invoice-download';
import { opsRoutes } from './http/ops-routes';
import { productImageUpload } from './http/product-image-upload';
import { productPageAddresses } from './http/product-pages';
import { renderedPages } from './http/rendered-pages';
import { requestLogging } from './http/request-logging';
import { robotsRoute, sitemapRoute } from './http/search-files';
import { limitBodySize, refuseMalformedPath, requireJsonFromTrustedOrigin, securityHeaders } from './http/security';
import { statementDownload } from './http/statement-download';
import { stripeWebhook } from './http/stripe-webhook';
import { httpMetrics } from './metrics';
import { imageStoreFor } from './storage/configured-image-store';
import { appRouter } from './trpc/app-router';
import type { AppDeps } from './trpc/context';

/** Sign-up with a wholesale profile is well under 4 KB. */
const AUTH_MAX_BODY_BYTES = 16_384;

export type AppOptions = {
  deps: AppDeps;
  auth: Auth;
  /** Built front end to serve (dist/); absent in API-only tests. */
  staticDir?: string;
  /** Extra middleware for the front end in development (Vite's dev server). */
  frontendMiddleware?: express.RequestHandler;
  /** The server-rendering module (build/ssr/entry-server.js); without it every page is the app shell. */
  renderEntry?: string;
};

/** Builds the whole HTTP app, so the CLI and the tests can start it on any port. */
export function createApp({ deps, auth, staticDir, frontendMiddleware, renderEntry }: AppOptions): express.Express {
  const { config, logger } = deps;
  const images = imageStoreFor(config);
  const app = express();
  app.disable('x-powered-by');
  if (config.production) app.set('trust proxy', 1);
  app.use(
    securityHeaders({
      production: config.production,
      devServer: Boolean(frontendMiddleware),
      // '' means Stripe's own API; null keeps Stripe out of the policy (no keys).
      stripeApiUrl: config.stripe ? (config.stripe.apiUrl ?? '') : null,
    }),
  );
  // tRPC mutations (POST) answer a few hundred bytes without a length: compressing them would cost a gzip or
  // brotli stream per answer (more CPU than the bytes are worth), and checkout answers them the most.
  const compress = compression();
  app.use((req, res, next) => (req.method === 'POST' && req.path.startsWith('/api/trpc/') ? next() : compress(req, res, next)));
  // Request ids and the access log first, so every later line carries the reqId; probes before any rate limit.
  app.use(requestLogging(logger), httpMetrics({ trpcProcedures: new Set(Object.keys(appRouter._def.procedures)) }));
  app.use(opsRoutes(deps));

  // Rate limits key on the client IP: without a trusted proxy header it is the socket address,
  // written over anything the client sent in that header.
  if (!config.trustProxyIpHeader) {
    app.use('/api', (req, _res, next) => {
      req.headers[config.clientIpHeader] = req.socket.remoteAddress ?? 'unknown';
      next();
    });
  }
  // better-auth reads its own bodies (with no size limit of its own), so it is mounted before any body
  // parser, behind a cap far above any credential form.
  app.all('/api/auth/{*path}', limitBodySize(AUTH_MAX_BODY_BYTES), toNodeHandler(auth));

  // Stripe signs the raw bytes: mounted before any body parser (see stripeWebhook).
  app.post('/api/webhooks/stripe', ...stripeWebhook(deps));

  const contextFor = (req: Request) => contextFromRequest(deps, auth, req);
  const onTrpcError = ({ error, path: procedure }: { error: { code: string; cause?: unknown }; path: string | undefined }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') logger.error(`tRPC ${procedure ?? '?'} failed`, error.cause ?? error);
  };
  app.use(
    '/api/trpc',
    refuseMalformedPath,
    requireJsonFromTrustedOrigin(config.trustedOrigins),
    // The shop list as /shop requests it, from bytes tRPC produced once per catalogue change (see there).
    catalogueResponses({
      catalogue: deps.catalogue,
      contextFor,
      router: appRouter,
      maxBatchSize: MAX_TRPC_BATCH_SIZE,
      onError: onTrpcError,
    }),
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req }) => contextFor(req),
      onError: onTrpcError,
      responseMeta: ({ info, ctx }) =>
        isPersonalAnswer(info?.calls.map((call) => call.path) ?? [], ctx)
          ? { headers: { 'Cache-Control': PERSONAL_CACHE_CONTROL } }
          : {},
      maxBodySize: 1_000_000,
      // One request carries at most this many calls (the client's batch link splits at the same size).
      maxBatchSize: MAX_TRPC_BATCH_SIZE,
    }),
  );

  app.get('/api/invoices/:id/pdf', invoiceDownload(deps, auth));
  app.get('/api/credit-notes/:id/pdf', creditNoteDownload(deps, auth));
  app.get('/api/accounts/:userId/statements/:month/pdf', statementDownload(deps, auth));
  app.get('/api/account/data-export', accountDataDownload(deps, auth));
  app.get('/api/accounts/:userId/data-export', accountDataDownload(deps, auth));
  app.post('/api/uploads/product-image', productImageUpload(deps, auth, images));

  app.use('/api', (_req, res) => {
    res.status(404).json({ error: { message: 'Not found.' } });
  });

  app.get(DEV_MAILBOX_PATH, devMailboxRoute(deps.db, config));

  app.use('/media', images.serve);
  // Browsers ask for /favicon.ico on pages that name no icon (a PDF, the dev mailbox): the app's icon is an SVG.
  app.get('/favicon.ico', (_req, res) => res.redirect(301, '/favicon.svg'));
  app.get('/robots.txt', robotsRoute(deps));
  app.get('/sitemap.xml', sitemapRoute(deps));
  app.get('/shop/:slug', productPageAddresses(deps));

  if (frontendMiddleware) {
    app.use(frontendMiddleware);
  } else if (staticDir && existsSync(path.join(staticDir, 'index.html'))) {
    // Hashed assets are cached for a year; index.html is always revalidated.
    app.use('/assets', express.static(path.join(staticDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
    app.use(express.static(staticDir, { index: false, maxAge: '1h' }));
    // index.html with the path's preload hints (its route's code and data, /shop's first image).
    const htmlFor = frontEndPages(staticDir, { shopProducts: () => deps.catalogue.list(null) });
    // The public pages as HTML with their content; the rest (and any failed render) as the shell below.
    if (renderEntry) {
      const shellVersion = () => frontEndBuiltAt(staticDir);
      app.use(renderedPages(deps, { entryFile: renderEntry, shellFor: htmlFor, shellVersion }));
    }
    // The app's HTML for every other address, so the browser shows the page or its own Not Found page; an
    // address the app has no route for is answered 404 (search engines and monitors see what the visitor sees).
    app.get('/{*path}', (req, res, next) => {
      htmlFor(req.path).then((html) => {
        res.setHeader('Cache-Control', 'no-cache');
        if (!isClientPath(req.path)) res.status(404);
        res.type('html').send(html);
      }, next);
    });
  }

  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = typeof err === 'object' && err && 'status' in err && typeof err.status === 'number' ? err.status : 500;
    if (status >= 500) logger.error('request failed', err);
    const message =
      status >= 500 && config.production
        ? 'Something went wrong. Please try again.'
        : err instanceof Error
          ? err.message
          : 'Request failed.';
    res.status(status).json({ error: { message } });
  });

  return app;
}
