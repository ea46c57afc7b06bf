import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, invoices, orders, profiles } from '../../server/db/schema/index';
import { PO_NUMBER_REQUIRED_MESSAGE, PO_NUMBER_TOO_LONG_MESSAGE } from '../../shared/schemas/po-number';
import { issuesOf } from '../support/admin';
import { type MadeUser, makeProduct, makeUser, profileOf, shipping } from '../support/factories';
import { type HttpClient, httpClient } from '../support/http';
import { pdfText } from '../support/pdf-text';
import { createTestShop, type TestShop } from '../support/test-shop';

/** A purchase order number typed at checkout is kept on the order and shown wherever the order is. */
let shop: TestShop;
let baseUrl: string;
let admin: MadeUser;
let productId: string;
beforeAll(async () => {
  shop = await createTestShop();
  baseUrl = await shop.listen();
  admin = await makeUser(shop.database.db, { role: 'admin' });
  productId = (await makeProduct(shop.database.db, { name: 'Chilli', variants: { '250g': { stock: 100 } } })).id;
});
afterAll(() => shop.close());

const db = () => shop.database.db;

async function refreshed(who: MadeUser): Promise<MadeUser> {
  return { ...who, profile: await profileOf(db(), who.id) };
}

/** Fills the cart and places it at checkout, with or without a purchase order number. */
async function checkout(who: MadeUser, poNumber?: string, paymentMethod: 'on_account' | 'bank_transfer' = 'on_account') {
  const caller = shop.callerFor(await refreshed(who));
  await caller.cart.merge({ lines: [{ productId, weight: '250g', moisture: 'wet', quantity: 2 }] });
  return caller.order.place({ idempotencyKey: crypto.randomUUID(), shipping, paymentMethod, poNumber });
}

async function signedIn(who: MadeUser): Promise<HttpClient> {
  const browser = httpClient(baseUrl);
  const response = await browser.post('/api/auth/sign-in/email', { email: who.email, password: who.password });
  expect(response.status).toBe(200);
  return browser;
}

describe('purchase order numbers', () => {
  it('a trade order keeps its PO number: the order, the account and admin views, the email, the invoice PDF and the CSV export', async () => {
    const trade = await makeUser(db(), { role: 'wholesaler', businessName: 'The Crown & Anchor' });
    const placed = await checkout(trade, '  PO-4711/B  ');
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order?.poNumber).toBe('PO-4711/B');

    expect((await shop.callerFor(trade).order.getMine({ id: placed.orderId })).poNumber).toBe('PO-4711/B');
    expect((await shop.callerFor(admin).adminOrders.get({ id: placed.orderId })).poNumber).toBe('PO-4711/B');

    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, trade.email), eq(emailOutbox.subject, `Your Royal Biltong order #${placed.number}`)));
    expect(mail?.text).toContain('Your purchase order number: PO-4711/B');
    expect(mail?.html).toContain('PO-4711/B');

    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, placed.orderId));
    const pdf = await (await signedIn(trade)).get(`/api/invoices/${invoice?.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toMatch(/PO number\s+PO-4711\/B/);

    // The admin finds the order by its PO number, and the export carries it in its own column.
    const found = await shop.callerFor(admin).adminOrders.list({ filters: { search: 'PO-4711' } });
    expect(found.rows.map((r) => r.number)).toEqual([placed.number]);
    const csv = (await shop.callerFor(admin).adminOrders.exportCsv({ filters: { search: 'PO-4711' } })).trimEnd().split('\r\n');
    expect(csv[0]?.split(',').at(-1)).toBe('PO number');
    expect(csv[1]?.split(',').at(-1)).toBe('PO-4711/B');
  });

  it('an account whose PO number is required is refused without one, and nothing is written', async () => {
    const trade = await makeUser(db(), { role: 'wholesaler' });
    await shop.callerFor(admin).admin.updateAccount({
      userId: trade.id,
      fullName: 'Gina Grocer',
      accountType: 'Wholesale',
      status: 'approved',
      role: 'wholesaler',
      priceTier: 1,
      termsDays: 30,
      poNumberRequired: true,
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.update'), eq(auditLog.targetId, trade.id)));
    expect(audit?.before).toMatchObject({ poNumberRequired: false });
    expect(audit?.after).toMatchObject({ poNumberRequired: true });

    await expect(checkout(trade)).rejects.toMatchObject({ code: 'BAD_REQUEST', message: PO_NUMBER_REQUIRED_MESSAGE });
    await expect(checkout(trade, '   ')).rejects.toMatchObject({ message: PO_NUMBER_REQUIRED_MESSAGE });
    expect(await db().select().from(orders).where(eq(orders.userId, trade.id))).toEqual([]);
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, trade.id));
    expect(profile?.accountBalancePence).toBe(0);

    const placed = await checkout(trade, 'PO 88');
    expect(placed.totalPence).toBeGreaterThan(0);
  });

  it('refuses an over-long PO number with the field message, and keeps none for a retail shopper', async () => {
    const trade = await makeUser(db(), { role: 'wholesaler' });
    expect(await issuesOf(checkout(trade, 'P'.repeat(41)))).toEqual([`poNumber: ${PO_NUMBER_TOO_LONG_MESSAGE}`]);

    const retail = await makeUser(db());
    const placed = await checkout(retail, 'PO-1', 'bank_transfer');
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order?.poNumber).toBeNull();
  });
});
