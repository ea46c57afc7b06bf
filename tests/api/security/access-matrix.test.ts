import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeUser } from '../../support/factories';
import { allProcedures, callByPath, outcomeOf, rowCounts } from '../../support/procedures';
import { createTestShop, type TestShop } from '../../support/test-shop';

/**
 * Who may call each procedure. Every procedure of the router must be
 * declared here: a new one fails this test until someone decides its level.
 */
const ACCESS: Record<string, 'public' | 'authed' | 'wholesale' | 'admin'> = {
  'shop.listProducts': 'public',
  'shop.productBySlug': 'public',
  'cart.priceGuest': 'public',
  'subscription.varieties': 'public',
  'subscription.oneOffPrices': 'public',
  'delivery.rates': 'public',
  'delivery.update': 'admin',
  // Who is signed in: null for a visitor (every page asks).
  'account.session': 'public',
  'account.me': 'authed',
  'account.updateDetails': 'authed',
  'cart.get': 'authed',
  'cart.add': 'authed',
  'cart.setQuantity': 'authed',
  'cart.remove': 'authed',
  'cart.clear': 'authed',
  'cart.merge': 'authed',
  'order.quote': 'authed',
  'order.place': 'authed',
  'order.listMine': 'authed',
  'order.getMine': 'authed',
  'order.cancelMine': 'authed',
  'invoice.listMine': 'authed',
  'invoice.listMyCreditNotes': 'authed',
  'subscription.create': 'authed',
  'subscription.listMine': 'authed',
  'subscription.update': 'authed',
  'subscription.cancel': 'authed',
  'subscription.acceptCancelOffer': 'authed',
  'subscription.pause': 'authed',
  'subscription.resume': 'authed',
  'subscription.skipNext': 'authed',
  'subscription.delay': 'authed',
  'subscription.orderNow': 'authed',
  'subscription.timeline': 'authed',
  'subscription.extras': 'authed',
  'subscription.addExtra': 'authed',
  'subscription.removeExtra': 'authed',
  'wholesale.dashboard': 'wholesale',
  'tradeOrder.catalogue': 'wholesale',
  'tradeOrder.quote': 'wholesale',
  'tradeOrder.place': 'wholesale',
  'tradeOrder.reorder': 'wholesale',
  'tradeOrder.readFile': 'wholesale',
  'payment.config': 'public',
  'payment.start': 'authed',
  'payment.status': 'authed',
  'payment.setupCard': 'authed',
  'payment.savedCard': 'authed',
  'payment.refund': 'admin',
  // Guests ask too (double opt-in); the waiting counts are the back office's.
  'backInStock.request': 'public',
  'backInStock.confirm': 'public',
  'backInStock.waiting': 'admin',
  // Who sells and the owner's pages are public; only the back office edits the pages.
  'site.seller': 'public',
  'site.page': 'public',
  'site.pages': 'admin',
  'site.savePage': 'admin',
  // Credit control: the trade portal's statements; the credit view and hold releases are the back office's.
  'credit.myStatements': 'wholesale',
  'credit.account': 'admin',
  'credit.releaseHold': 'admin',
  'credit.withdrawRelease': 'admin',
  // Anyone may write through /contact; reading the messages is the back office's.
  'contact.send': 'public',
  // 'Delete my account' is the signed-in person's own; erasing another account is the back office's.
  'account.deleteAccount': 'authed',
  'contact.list': 'admin',
  'contact.unread': 'admin',
  'contact.open': 'admin',
  'contact.markUnread': 'admin',
  'standingOrder.listMine': 'wholesale',
  'standingOrder.create': 'wholesale',
  'standingOrder.update': 'wholesale',
  'standingOrder.skipNext': 'wholesale',
  'standingOrder.pause': 'wholesale',
  'standingOrder.resume': 'wholesale',
  'standingOrder.cancel': 'wholesale',
  'standingOrder.forAccount': 'admin',
  // One-click links from subscription emails: the signed link, or the capability its button hands back, is the key.
  'subscriptionLink.preview': 'public',
  'subscriptionLink.act': 'public',
  'subscriptionLink.subscription': 'public',
  'subscriptionLink.edit': 'public',
  'subscriptionLink.change': 'public',
  'subscriptionLink.cancel': 'public',
  'subscriptionLink.acceptCancelOffer': 'public',
  'adminSubscriptions.analytics': 'admin',
};
const ADMIN_ROUTERS = [
  'admin',
  'adminSubscriptions',
  'adminOrders',
  'adminInvoices',
  'adminOverview',
  'adminJobs',
  'settings',
  'product',
  'promotion',
];
const levelOf = (path: string) => ACCESS[path] ?? (ADMIN_ROUTERS.includes(path.split('.')[0] ?? '') ? 'admin' : undefined);

const ROLES = ['anonymous', 'customer', 'pending', 'wholesaler', 'admin'] as const;
type RoleName = (typeof ROLES)[number];
const ALLOWED: Record<string, RoleName[]> = {
  public: [...ROLES],
  authed: ['customer', 'pending', 'wholesaler', 'admin'],
  wholesale: ['wholesaler', 'admin'],
  admin: ['admin'],
};

let shop: TestShop;
const users: Partial<Record<RoleName, MadeUser>> = {};
beforeAll(async () => {
  shop = await createTestShop();
  users.customer = await makeUser(shop.database.db);
  users.pending = await makeUser(shop.database.db, { accountType: 'Wholesale', status: 'pending' });
  users.wholesaler = await makeUser(shop.database.db, { role: 'wholesaler' });
  users.admin = await makeUser(shop.database.db, { role: 'admin' });
});
afterAll(() => shop.close());

const callerAs = (role: RoleName) => shop.callerFor(role === 'anonymous' ? null : users[role]);

describe('access matrix', () => {
  it('declares every procedure of the router', () => {
    expect(
      allProcedures()
        .filter((p) => !levelOf(p.path))
        .map((p) => p.path),
    ).toEqual([]);
  });

  it('refuses every role below a procedure’s level, and the refused calls change nothing', async () => {
    const before = await rowCounts(shop.database.db);
    const wrong: string[] = [];
    let refusals = 0;
    for (const { path } of allProcedures()) {
      const level = levelOf(path) ?? 'admin';
      for (const role of ROLES.filter((r) => !ALLOWED[level]?.includes(r))) {
        const outcome = await outcomeOf(() => callByPath(callerAs(role), path, {}));
        const expected = role === 'anonymous' ? 'UNAUTHORIZED' : 'FORBIDDEN';
        refusals++;
        if (outcome !== expected) wrong.push(`${path} as ${role}: ${outcome}, expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await rowCounts(shop.database.db)).toEqual(before);
    console.info(`access matrix: ${allProcedures().length} procedures x ${ROLES.length} roles; ${refusals} refusals checked`);
  });

  it('lets every allowed role past the role check', async () => {
    const wrong: string[] = [];
    for (const { path } of allProcedures()) {
      for (const role of ALLOWED[levelOf(path) ?? 'admin'] ?? []) {
        const outcome = await outcomeOf(() => callByPath(callerAs(role), path, {}));
        if (
          outcome === 'UNAUTHORIZED' ||
          outcome === 'FORBIDDEN' ||
          outcome === 'INTERNAL_SERVER_ERROR' ||
          outcome.startsWith('NOT_TRPC')
        ) {
          wrong.push(`${path} as ${role}: ${outcome}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
