import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import pino, { type Logger as PinoLogger } from 'pino';
import { pinoHttp } from 'pino-http';
import { type Logger, requestLogScope } from '../logger';

/** An incoming X-Request-Id is kept (a proxy's id ties its log to ours) only when it is short and plain. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
/** Probes and scrapes every few seconds: not worth an access-log line each. */
const UNLOGGED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
/**
 * Files a page pulls in by the dozen (built assets, product images, the icon, and Vite's modules in `npm run dev`):
 * a successful answer to one of them says nothing worth a line, a failed one (404, 500) is still logged.
 */
const STATIC_FILE =
  /^\/(?:assets|media|images|@vite|@fs|@id|src|node_modules)\/|^\/(?:@react-refresh|favicon\.svg|favicon\.ico)$/;

export const isStaticFilePath = (path: string) => STATIC_FILE.test(path);

/**
 * The path of a URL as safe to log: the query string dropped (verification links carry their token there, tRPC
 * queries carry user input) and a password-reset token in the path masked.
 */
export function loggablePath(url: string): string {
  const [pathname = '/'] = url.split('?');
  return pathname.replace(/(\/reset-password\/)[^/]+/, '$1[redacted]');
}

function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

type SerializedRequest = { id: string; method: string; url: string; headers: Record<string, string>; remoteAddress?: string };

/**
 * Access log and request ids: every request gets an id (X-Request-Id on the response), one line when it ends
 * (method, path, status, and the time taken as responseTime), except probes and static files served well, and
 * every line logged while it is handled carries its reqId. Without a pino logger (tests, the bench) the ids
 * are still given, nothing is written.
 */
export function requestLogging(logger: Logger): RequestHandler[] {
  const http = pinoHttp({
    logger: (logger.pino ?? pino({ enabled: false })) as PinoLogger<string>,
    genReqId: requestIdFor,
    quietReqLogger: true,
    serializers: {
      req: (req: SerializedRequest) => ({
        method: req.method,
        url: loggablePath(req.url),
        userAgent: req.headers['user-agent'],
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => UNLOGGED_PATHS.has(loggablePath(urlOf(req))) },
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      return res.statusCode < 400 && isStaticFilePath(loggablePath(urlOf(req))) ? 'silent' : 'info';
    },
    customSuccessMessage: (req, res) => `${req.method} ${loggablePath(urlOf(req))} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${loggablePath(urlOf(req))} ${res.statusCode}`,
  });
  return [http, (req, _res, next) => requestLogScope.run(req.log, next)];
}

/** Express shortens req.url inside mounted routers; originalUrl is the URL as requested. */
const urlOf = (req: IncomingMessage) => (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
