import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

const STRIPE_JS = 'https://js.stripe.com';

/**
 * CSP and the other helmet headers on every response. With card payments on,
 * Stripe.js (script and its iframes) and Stripe's API (STRIPE_API_URL when set) are allowed as well.
 */
/** The response's CSP nonce: server-rendered pages put it on their inline scripts (the router's hydration data). */
export function cspNonceOf(res: Response): string {
  const nonce: unknown = res.locals.cspNonce;
  if (typeof nonce !== 'string') throw new Error('securityHeaders() must run before anything that needs a CSP nonce.');
  return nonce;
}

export function securityHeaders(options: { production: boolean; devServer: boolean; stripeApiUrl?: string | null }) {
  const stripe = options.stripeApiUrl !== undefined && options.stripeApiUrl !== null;
  const stripeApi = stripe ? new URL(options.stripeApiUrl || 'https://api.stripe.com').origin : null;
  // A fresh nonce per page: only the inline scripts the server wrote itself carry it.
  const nonce = (_req: unknown, res: unknown) => `'nonce-${cspNonceOf(res as Response)}'`;
  const headersWith = (pageScripts: Array<string | typeof nonce>) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [...pageScripts, ...(stripe ? [STRIPE_JS] : [])],
          ...(stripe ? { frameSrc: ["'self'", STRIPE_JS, 'https://hooks.stripe.com'] } : {}),
          // Mantine sets CSS variables through style attributes and a style tag.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [...(options.devServer ? ["'self'", 'ws:'] : ["'self'"]), ...(stripeApi ? [stripeApi] : [])],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(options.production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
  // Vite's dev client injects an inline preamble; production pages run only our own files and nonced scripts.
  const pageHeaders = headersWith(options.devServer ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce]);
  // API answers (JSON, PDFs) hold no inline script: the same policy without a nonce to make per request.
  const apiHeaders = headersWith(["'self'"]);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/api/')) {
      apiHeaders(req, res, next);
      return;
    }
    res.locals.cspNonce = randomBytes(16).toString('base64');
    pageHeaders(req, res, next);
  };
}

/**
 * tRPC mutations (POST) only as JSON from an allowed origin.
 * Browsers cannot send application/json cross-site without a preflight, and the Origin check
 * refuses what a foreign page could still send. Runs before any handler.
 */
export function requireJsonFromTrustedOrigin(trustedOrigins: string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next();
    const contentType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (contentType !== 'application/json') {
      res.status(415).json({ error: { message: 'Requests must be sent as application/json.' } });
      return;
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !trustedOrigins.includes(origin)) {
      res.status(403).json({ error: { message: 'This origin is not allowed.' } });
      return;
    }
    next();
  };
}

/**
 * Refuses a request body over `maxBytes` before its handler reads it (413), for handlers that read
 * bodies themselves without a limit (better-auth). A body of unknown length (chunked) is refused with
 * 411: browsers always send Content-Length for the forms and fetches this app makes.
 */
export function limitBodySize(maxBytes: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = req.headers['content-length'];
    if (declared === undefined) {
      if (req.headers['transfer-encoding'] === undefined) return next();
      res.status(411).json({ error: { message: 'Requests with a body must state its length.' } });
      return;
    }
    if (!/^\d+$/.test(declared) || Number(declared) > maxBytes) {
      res.status(413).json({ error: { message: `Request body is larger than ${maxBytes} bytes.` } });
      return;
    }
    next();
  };
}

/**
 * A path whose percent-encoding does not decode (`/api/trpc/%E0%A4%A`) names nothing: 400 before any handler
 * tries to decode it (tRPC would throw a URIError and answer 500, logging an error per request).
 */
export function refuseMalformedPath(req: Request, res: Response, next: NextFunction) {
  try {
    decodeURIComponent(req.path);
  } catch {
    res.status(400).json({ error: { message: 'The request path is not validly encoded.' } });
    return;
  }
  next();
}
