import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { AnyRouter } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Request, RequestHandler, Response } from 'express';
import { tradeTierOf } from '../modules/catalogue/pricing';
import type { CatalogueCache } from '../modules/shop/catalogue-cache';
import type { RequestContext } from '../trpc/context';
import { chooseStoredEncoding } from './content-encoding';

/**
 * Queries answered from bytes encoded once per catalogue change. Only pure catalogue reads belong here:
 * their answer depends on nothing but the catalogue (the cache is dropped when `catalogue.generation()`
 * moves) and the viewer's price tier (part of the key), and they have no side effects. A procedure that
 * reads anything else about the viewer (cart, account, orders) must never be added: one user's answer
 * would be sent to another.
 */
const CATALOGUE_QUERIES: ReadonlySet<string> = new Set(['shop.listProducts']);

/** URLs kept per catalogue generation: the browser sends one; hostile inputs must not grow memory. */
const MAX_ENTRIES = 32;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

type Encoded = {
  contentType: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Strong validators, one per representation (their bytes differ); any of them revalidates. */
  etags: { identity: string; gzip: string; br: string };
};

/** tRPC's own answer to a request (status, content type, bytes), through its public fetch adapter. */
type TrpcAnswer = { status: number; contentType: string; body: Buffer };

export type CatalogueResponsesOptions = {
  catalogue: CatalogueCache;
  contextFor: (req: Request) => Promise<RequestContext>;
  router: AnyRouter;
  maxBatchSize: number;
  onError: (opts: { error: { code: string; cause?: unknown }; path: string | undefined }) => void;
};

const etagOf = (body: Buffer, suffix: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}${suffix}"`;

function revalidates(req: Request, etags: Encoded['etags']): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const known = new Set(Object.values(etags));
  // If-None-Match compares weakly (RFC 9110 13.1.2): a W/ prefix added by a proxy still matches.
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || known.has(trimmed.replace(/^W\//, ''));
  });
}

/**
 * Catalogue queries as the browser's batch link asks for them (`GET /api/trpc/shop.listProducts?batch=1&input=…`),
 * answered from a cache of tRPC's own answer bytes per (URL, price tier): tRPC runs once per catalogue change and
 * tier (its fetch adapter, with the same router, context and limits as the express adapter), the bytes are
 * compressed once with brotli and gzip, and every later request only picks the representation its
 * Accept-Encoding allows, or answers 304 to a matching If-None-Match. Anything else goes on to tRPC unchanged.
 */
export function catalogueResponses(options: CatalogueResponsesOptions): RequestHandler {
  const { catalogue, contextFor } = options;
  let entries = new Map<string, Promise<Encoded | TrpcAnswer>>();
  let generation = catalogue.generation();

  const answerOf = async (req: Request, context: RequestContext): Promise<TrpcAnswer> => {
    const response = await fetchRequestHandler({
      endpoint: '/api/trpc',
      req: new globalThis.Request(new URL(req.originalUrl, 'http://catalogue.internal'), { method: 'GET' }),
      router: options.router,
      createContext: () => context,
      maxBatchSize: options.maxBatchSize,
      onError: ({ error, path }) => options.onError({ error, path }),
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? 'application/json',
      body: Buffer.from(await response.arrayBuffer()),
    };
  };

  const encode = async (req: Request, context: RequestContext): Promise<Encoded | TrpcAnswer> => {
    const answer = await answerOf(req, context);
    if (answer.status !== 200) return answer; // errors are sent as they are, never kept
    const [br, gz] = await Promise.all([
      brotli(answer.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipped(answer.body, { level: 9 }),
    ]);
    return {
      contentType: answer.contentType,
      identity: answer.body,
      gzip: gz,
      br,
      etags: { identity: etagOf(answer.body, ''), gzip: etagOf(answer.body, '-gz'), br: etagOf(answer.body, '-br') },
    };
  };

  const serve = async (req: Request, res: Response) => {
    const context = await contextFor(req);
    const now = catalogue.generation();
    if (now !== generation) {
      entries = new Map();
      generation = now;
    }
    const key = `${tradeTierOf(await context.loadProfile())} ${req.originalUrl}`;
    let pending = entries.get(key);
    if (!pending) {
      pending = encode(req, context);
      if (entries.size < MAX_ENTRIES) {
        const kept = entries;
        kept.set(key, pending);
        // Not kept if it failed, was an error answer, or the catalogue changed while it was made.
        pending.then(
          (result) => {
            if (!('etags' in result) || catalogue.generation() !== now) kept.delete(key);
          },
          () => kept.delete(key),
        );
      }
    }
    const result = await pending;
    if (!('etags' in result)) {
      res.status(result.status).type(result.contentType).end(result.body);
      return;
    }
    // Private: the answer depends on the viewer's tier (the session cookie); no-cache: revalidate every time.
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('Vary', 'Cookie, Accept-Encoding');
    if (revalidates(req, result.etags)) {
      res.setHeader('ETag', result.etags.identity);
      res.status(304).end();
      return;
    }
    const chosen = chooseStoredEncoding(req.headers['accept-encoding']);
    const body = result[chosen];
    res.status(200);
    res.setHeader('Content-Type', result.contentType);
    if (chosen !== 'identity') res.setHeader('Content-Encoding', chosen);
    res.setHeader('Content-Length', body.length);
    res.setHeader('ETag', result.etags[chosen]);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A streaming client (httpBatchStreamLink) expects another format: tRPC answers it.
    if (req.headers['trpc-accept']) return next();
    const paths = decodeURIComponent(req.path.slice(1)).split(',');
    if (!paths.every((path) => CATALOGUE_QUERIES.has(path))) return next();
    serve(req, res).catch(next);
  };
}
