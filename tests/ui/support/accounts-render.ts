import { accountCredit } from './accounts-fixtures';
import { EMPTY_CART } from './cart-fixtures';
import { ok, type TrpcResolvers, tablePage } from './msw';
import type { Persona } from './personas';
import { renderApp } from './render-app';

/**
 * renderApp for the account, admin-accounts and wholesale screens, with quiet answers for the
 * procedures other features call on the same pages (the header's cart, the account tabs).
 */
export function renderAccountsApp(path: string, options: { persona?: Persona; trpc?: TrpcResolvers } = {}) {
  return renderApp(path, {
    ...options,
    trpc: {
      'cart.get': () => ok(EMPTY_CART),
      'subscription.listMine': () => ok([]),
      'order.listMine': () => ok([]),
      'invoice.listMine': () => ok([]),
      'invoice.listMyCreditNotes': () => ok([]),
      'credit.account': () => ok(accountCredit()),
      'standingOrder.forAccount': () => ok([]),
      // The admin's account editor lists the account's orders.
      'adminOrders.list': () => tablePage([]),
      ...options.trpc,
    },
  });
}
