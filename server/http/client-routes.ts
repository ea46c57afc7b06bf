import type { FileRouteTypes } from '../../src/routeTree.gen';

type ClientPath = FileRouteTypes['fullPaths'];

/**
 * Every address the browser app has a page for, as the route tree names them (`$name` is one path segment).
 * The type below fails the build when a route is added to src/routes and not here, so the server never
 * answers a real page with 404.
 */
const CLIENT_PATHS = [
  '/',
  '/about',
  '/auth',
  '/checkout',
  '/contact',
  '/delivery-returns',
  '/privacy',
  '/reset-password',
  '/shop',
  '/subscriptions',
  '/subscription-action',
  '/terms',
  '/wholesale',
  '/admin',
  '/back-in-stock/confirm',
  '/shop/$slug',
  '/account/invoices',
  '/account/orders',
  '/account/profile',
  '/account/quick-order',
  '/account/statements',
  '/account/standing-orders',
  '/admin/back-in-stock',
  '/admin/delivery',
  '/admin/invoices',
  '/admin/jobs',
  '/admin/messages',
  '/admin/orders',
  '/admin/pages',
  '/admin/products',
  '/admin/promotions',
  '/admin/settings',
  '/admin/subscriptions',
  '/order-complete/$orderId',
  '/pay/$orderId',
  '/account/',
  '/admin/',
  '/admin/account/$userId',
  '/admin/products/$id',
  '/admin/products/new',
] as const satisfies readonly ClientPath[];

type Missing = Exclude<ClientPath, (typeof CLIENT_PATHS)[number]>;
const everyRouteListed: [Missing] extends [never] ? true : { missing: Missing } = true;
void everyRouteListed;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CLIENT_PATH_PATTERN = new RegExp(
  `^(?:${CLIENT_PATHS.map((route) =>
    route
      .replace(/\/$/, '')
      .split('/')
      .map((segment) => (segment.startsWith('$') ? '[^/]+' : escapeRegExp(segment)))
      .join('/'),
  ).join('|')})/?$`,
);

/** Whether the browser app has a page at this path; any other address is its Not Found page, sent with 404. */
export function isClientPath(pathname: string): boolean {
  return CLIENT_PATH_PATTERN.test(pathname);
}
