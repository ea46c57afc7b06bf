import type { Request, RequestHandler, Response } from 'express';
import client from 'prom-client';

/**
 * Prometheus metrics. `metricsRegistry` holds what the process measures (Node's own figures, request durations,
 * and whatever other modules add through registerMetric, e.g. the job runner's queue depth); the figures read
 * from the database (outbox backlog, orders) are collected per app by server/http/ops-routes.ts.
 */
export const metricsRegistry = new client.Registry();

/** Adds a metric to the registry GET /metrics serves; create it with `registers: []` so it is not also global. */
export function registerMetric<T extends client.Metric>(metric: T): T {
  metricsRegistry.registerMetric(metric);
  return metric;
}

let defaultsCollected = false;
/** Node's process metrics (memory, CPU, event-loop delay, GC), read when scraped; once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  client.collectDefaultMetrics({ register: metricsRegistry });
}

const httpDuration = registerMetric(
  new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern (never the raw URL), method and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [],
  }),
);

/** Labels seen so far: past this many, new ones become '(other)', so odd requests cannot grow the series without end. */
const MAX_ROUTE_LABELS = 300;
const seenRoutes = new Set<string>();

function bounded(label: string): string {
  if (seenRoutes.has(label)) return label;
  if (seenRoutes.size >= MAX_ROUTE_LABELS) return '(other)';
  seenRoutes.add(label);
  return label;
}

const pathOf = (req: Request) => (req.originalUrl.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';

/** A name in the URL that is no procedure of the app: all such share one label, whatever was sent. */
export const UNKNOWN_PROCEDURE = 'unknown';

/**
 * The route a request matched, as a pattern: `/api/invoices/:id/pdf`, `/api/trpc/order.place` (tRPC: the
 * procedure names, batched calls joined by commas; a name the app does not have is 'unknown', so made-up
 * names add no label values), `/api/auth/reset-password/:token`, `/assets/*`.
 */
export function routeLabel(req: Request, res: Response, trpcProcedures: ReadonlySet<string>): string {
  if (res.statusCode === 404) return '(unmatched)';
  const pattern: unknown = req.route?.path;
  if (req.baseUrl === '/api/trpc') {
    const procedures = pathOf(req)
      .slice('/api/trpc/'.length)
      .split(',')
      .map((name) => (trpcProcedures.has(name) ? name : UNKNOWN_PROCEDURE));
    return bounded(`/api/trpc/${[...new Set(procedures)].sort().join(',')}`);
  }
  if (pattern === '/api/auth/{*path}') {
    const endpoint = pathOf(req)
      .replace(/^\/api\/auth/, '')
      .replace(/^(\/reset-password)\/[^/]+$/, '$1/:token');
    return bounded(`/api/auth${endpoint}`);
  }
  if (typeof pattern === 'string') return bounded(`${req.baseUrl}${pattern}`);
  if (req.baseUrl) return bounded(`${req.baseUrl}/*`);
  return '(other)';
}

/** Times every request into http_request_duration_seconds; `trpcProcedures`: the app router's procedure names. */
export function httpMetrics({ trpcProcedures }: { trpcProcedures: ReadonlySet<string> }): RequestHandler {
  return (req, res, next) => {
    const end = httpDuration.startTimer();
    res.once('finish', () =>
      end({ method: req.method, route: routeLabel(req, res, trpcProcedures), status_code: res.statusCode }),
    );
    next();
  };
}
