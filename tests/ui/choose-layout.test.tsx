import { describe, expect, it } from 'vitest';
import { chooseLayout, type LayoutKind } from '../../src/layout/choose-layout';
import { ADMIN_SIDEBAR_ITEMS, WHOLESALE_SIDEBAR_ITEMS } from '../../src/layout/sidebar/sidebar-nav-items';
import type { Persona } from './support/personas';

const role = (persona: Persona) => (persona === 'anonymous' ? null : persona);

describe('chooseLayout', () => {
  it.each<[Persona, string, LayoutKind]>([
    ['anonymous', '/', 'public'],
    ['anonymous', '/account', 'public'],
    ['anonymous', '/admin/products', 'public'],
    ['customer', '/', 'public'],
    ['customer', '/account', 'public'],
    ['customer', '/account/orders', 'public'],
    ['customer', '/admin/products', 'public'],
    ['wholesaler', '/', 'public'],
    ['wholesaler', '/shop', 'public'],
    ['wholesaler', '/account', 'sidebar-wholesale'],
    ['wholesaler', '/account/invoices', 'sidebar-wholesale'],
    ['wholesaler', '/account/profile', 'sidebar-wholesale'],
    ['wholesaler', '/admin/products', 'public'],
    ['admin', '/', 'public'],
    ['admin', '/checkout', 'public'],
    ['admin', '/account', 'sidebar-admin'],
    ['admin', '/account/profile', 'sidebar-admin'],
    ['admin', '/admin/products', 'sidebar-admin'],
    ['admin', '/admin/account/user-1', 'sidebar-admin'],
  ])('%s on %s gets the %s layout', (persona, pathname, expected) => {
    expect(chooseLayout(role(persona), pathname)).toBe(expected);
  });

  it('matches whole path segments, not look-alike paths', () => {
    expect(chooseLayout('admin', '/accounts')).toBe('public');
    expect(chooseLayout('admin', '/administrator')).toBe('public');
    expect(chooseLayout('wholesaler', '/account-help')).toBe('public');
  });

  it('uses the public layout while the role is still unknown', () => {
    expect(chooseLayout(undefined, '/account')).toBe('public');
  });
});

describe('sidebar active items', () => {
  const activeLabels = (items: typeof ADMIN_SIDEBAR_ITEMS, pathname: string) =>
    items.filter((item) => item.isActive(pathname)).map((item) => item.label);

  it('marks admin Accounts on /account and on /admin/account/{userId}', () => {
    expect(activeLabels(ADMIN_SIDEBAR_ITEMS, '/account')).toEqual(['Accounts']);
    expect(activeLabels(ADMIN_SIDEBAR_ITEMS, '/admin/account/user-1')).toEqual(['Accounts']);
    expect(activeLabels(ADMIN_SIDEBAR_ITEMS, '/account/profile')).toEqual([]);
    expect(activeLabels(ADMIN_SIDEBAR_ITEMS, '/admin/promotions')).toEqual(['Promotions']);
  });

  it('marks the admin Overview on /admin only, not on the pages below it', () => {
    expect(activeLabels(ADMIN_SIDEBAR_ITEMS, '/admin')).toEqual(['Overview']);
    expect(activeLabels(ADMIN_SIDEBAR_ITEMS, '/admin/orders')).toEqual(['Orders']);
  });

  it('marks the wholesale Dashboard on /account only (exact match)', () => {
    expect(activeLabels(WHOLESALE_SIDEBAR_ITEMS, '/account')).toEqual(['Dashboard']);
    expect(activeLabels(WHOLESALE_SIDEBAR_ITEMS, '/account/orders')).toEqual(['Orders']);
    expect(activeLabels(WHOLESALE_SIDEBAR_ITEMS, '/account/quick-order')).toEqual(['Quick order']);
    expect(activeLabels(WHOLESALE_SIDEBAR_ITEMS, '/account/statements')).toEqual(['Statements']);
    expect(activeLabels(WHOLESALE_SIDEBAR_ITEMS, '/account/profile')).toEqual([]);
  });
});
