import type { Role } from '../../shared/constants';

export type LayoutKind = 'sidebar-admin' | 'sidebar-wholesale' | 'public';

/** True for the path itself and anything below it ('/account', '/account/orders'), not '/accounts'. */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * Admins on /account or /admin paths and wholesalers on /account paths
 * get a sidebar; everyone else (and everyone while the role is unknown) gets header and footer.
 */
export function chooseLayout(role: Role | null | undefined, pathname: string): LayoutKind {
  if (role === 'admin' && (isUnder(pathname, '/account') || isUnder(pathname, '/admin'))) return 'sidebar-admin';
  if (role === 'wholesaler' && isUnder(pathname, '/account')) return 'sidebar-wholesale';
  return 'public';
}
