import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, subscriptions } from '../../../server/db/schema/index';
import { type MadeUser, makeProduct, makeUser, shipping } from '../../support/factories';
import { httpClient } from '../../support/http';
import { outcomeOf } from '../../support/procedures';
import { createTestShop, type TestShop } from '../../support/test-shop';

let shop: TestShop;
let alice: MadeUser;
let bob: MadeUser;
let ids: { orderId: string; invoiceId: string; subscriptionId: string; creditNoteId: string; productId: string };
beforeAll(async () => {
  shop = await createTestShop();
  const db = shop.database.db;
  const product = await makeProduct(db, { name: 'Original' });
  alice = await makeUser(db);
  bob = await makeUser(db);
  const asAlice = shop.callerFor(alice);
  await asAlice.cart.add({ productId: product.id, weight: '250g', moisture: 'wet' });
  const order = await asAlice.order.place({ idempotencyKey: crypto.randomUUID(), shipping });
  const [invoice] = await asAlice.invoice.listMine();
  const subscription = await asAlice.subscription.create({
    planName: 'The Scout',
    weight: '250g',
    frequency: 'Monthly',
    bags: [{ variety: 'Original', moisture: 'wet', fat: 'lean' }],
    delivery: { fullName: 'Alice A', address1: '1 Alice Street', city: 'Oxford', postcode: 'OX1 1AA' },
  });
  // Paid, then cancelled: Alice's order has a credit note.
  const admin = shop.callerFor(await makeUser(db, { role: 'admin' }));
  await admin.adminOrders.transition({ id: order.orderId, to: 'paid' });
  await admin.adminOrders.transition({ id: order.orderId, to: 'cancelled' });
  const [creditNote] = await asAlice.invoice.listMyCreditNotes();
  ids = {
    orderId: order.orderId,
    invoiceId: invoice?.id as string,
    subscriptionId: subscription.id,
    creditNoteId: creditNote?.id as string,
    productId: product.id,
  };
});
afterAll(() => shop.close());

describe('no cross-user access', () => {
  it('answers NOT_FOUND when user B uses user A’s ids, and changes nothing', async () => {
    const b = shop.callerFor(bob);
    const edit = {
      weight: '1kg' as const,
      frequency: 'Weekly' as const,
      bags: [{ variety: 'Original', moisture: 'dry' as const, fat: 'lean' as const }],
      address1: 'B Road 1',
      city: 'Bath',
      postcode: 'BA1 1AA',
    };
    const attempts: Record<string, () => Promise<unknown>> = {
      'order.getMine': () => b.order.getMine({ id: ids.orderId }),
      'subscription.update': () => b.subscription.update({ id: ids.subscriptionId, ...edit }),
      'subscription.cancel': () => b.subscription.cancel({ id: ids.subscriptionId }),
      'subscription.pause': () => b.subscription.pause({ id: ids.subscriptionId }),
      'subscription.resume': () => b.subscription.resume({ id: ids.subscriptionId }),
      'subscription.skipNext': () => b.subscription.skipNext({ id: ids.subscriptionId }),
      'subscription.delay': () => b.subscription.delay({ id: ids.subscriptionId }),
      'subscription.orderNow': () => b.subscription.orderNow({ id: ids.subscriptionId }),
      'subscription.timeline': () => b.subscription.timeline({ id: ids.subscriptionId }),
      'subscription.extras': () => b.subscription.extras({ id: ids.subscriptionId }),
      'subscription.addExtra': () =>
        b.subscription.addExtra({
          id: ids.subscriptionId,
          productId: ids.productId,
          weight: '250g',
          moisture: 'wet',
          quantity: 1,
        }),
      'subscription.removeExtra': () =>
        b.subscription.removeExtra({ id: ids.subscriptionId, productId: ids.productId, weight: '250g', moisture: 'wet' }),
    };
    const outcomes: Record<string, string> = {};
    for (const [name, attempt] of Object.entries(attempts)) outcomes[name] = await outcomeOf(attempt);
    expect(outcomes).toEqual(Object.fromEntries(Object.keys(attempts).map((k) => [k, 'NOT_FOUND'])));

    const baseUrl = await shop.listen();
    const browser = httpClient(baseUrl);
    await browser.post('/api/auth/sign-in/email', { email: bob.email, password: bob.password });
    expect((await browser.get(`/api/invoices/${ids.invoiceId}/pdf`)).status).toBe(404);
    const creditNote = await browser.get(`/api/credit-notes/${ids.creditNoteId}/pdf`);
    expect(creditNote.status).toBe(404);
    expect(await creditNote.json()).toEqual({ error: { message: 'Credit note not found.' } });
    // Alice herself may download it.
    const owner = httpClient(baseUrl);
    await owner.post('/api/auth/sign-in/email', { email: alice.email, password: alice.password });
    const own = await owner.get(`/api/credit-notes/${ids.creditNoteId}/pdf`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');

    expect(await b.order.listMine()).toEqual([]);
    expect(await b.invoice.listMine()).toEqual([]);
    expect(await b.invoice.listMyCreditNotes()).toEqual([]);
    expect(await b.subscription.listMine()).toEqual([]);
    const [sub] = await shop.database.db.select().from(subscriptions).where(eq(subscriptions.id, ids.subscriptionId));
    expect(sub).toMatchObject({ status: 'active', weight: '250g' });
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, ids.orderId));
    expect(order?.userId).toBe(alice.id);
    console.info(`cross-user: ${Object.keys(attempts).length + 1} calls with another user's ids, 0 leaked`);
  });
});
