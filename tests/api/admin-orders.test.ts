import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountLedgerEntries,
  auditLog,
  emailOutbox,
  invoices,
  orderEvents,
  orders,
  productVariants,
  promotionRedemptions,
  promotions,
  stockMovements,
} from '../../server/db/schema/index';
import { transitionRefusal } from '../../shared/order-status';
import { shopToday } from '../../shared/promotions';
import { auditCount, placeOrderAs } from '../support/admin';
import { type MadeUser, makeProduct, makePromotion, makeUser, profileOf } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let admin: MadeUser;
let customer: MadeUser;
let trader: MadeUser;
let productId: string;
beforeAll(async () => {
  shop = await createTestShop();
  const db = shop.database.db;
  admin = await makeUser(db, { role: 'admin' });
  customer = await makeUser(db, { fullName: 'Olive Orders', email: 'olive@example.com' });
  trader = await makeUser(db, { role: 'wholesaler', fullName: 'Trev Trader', businessName: 'Trev’s Gym' });
  productId = (await makeProduct(db, { name: 'Garlic', variants: { '500g': { priceNetPence: 1500, stock: 100 } } })).id;
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const api = () => shop.callerFor(admin).adminOrders;
const stock500 = async () =>
  (
    await db()
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.weight, '500g')))
  )[0]?.stock;
const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const invoiceOf = async (orderId: string) => (await db().select().from(invoices).where(eq(invoices.orderId, orderId)))[0];

describe('the transition table (shared/order-status)', () => {
  it('explains refused moves in words', () => {
    expect(transitionRefusal('awaiting_payment', 'shipped')).toBe(
      'An order that is awaiting payment cannot be marked shipped. It can only be marked paid or cancelled.',
    );
    expect(transitionRefusal('shipped', 'cancelled')).toBe(
      'An order that is shipped cannot be cancelled. It can only be marked delivered.',
    );
    expect(transitionRefusal('delivered', 'cancelled')).toBe(
      'An order that is delivered cannot be cancelled. Delivered and cancelled orders are final.',
    );
    expect(transitionRefusal('paid', 'paid')).toBe('This order is already paid.');
    expect(transitionRefusal('packed', 'shipped')).toBeNull();
  });
});

describe('adminOrders.transition', () => {
  it('walks paid -> packed -> shipped (tracking, email) -> delivered with history and one audit row each', async () => {
    const placed = await placeOrderAs(shop, customer, [{ productId, weight: '500g', quantity: 1 }]);
    const auditBefore = await auditCount(db());
    await expect(api().transition({ id: placed.orderId, to: 'shipped' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'An order that is awaiting payment cannot be marked shipped. It can only be marked paid or cancelled.',
    });
    expect(await auditCount(db())).toBe(auditBefore);

    expect(await api().transition({ id: placed.orderId, to: 'paid' })).toMatchObject({ status: 'paid', invoiceStatus: 'paid' });
    expect((await invoiceOf(placed.orderId))?.paidAt).toBeInstanceOf(Date);
    await api().transition({ id: placed.orderId, to: 'packed' });
    await api().transition({ id: placed.orderId, to: 'shipped', trackingReference: ' RM123456789GB ' });
    expect(await orderOf(placed.orderId)).toMatchObject({ status: 'shipped', trackingReference: 'RM123456789GB' });

    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to, customer.email),
          eq(emailOutbox.subject, `Your Royal Biltong order #${placed.number} has shipped`),
        ),
      );
    expect(mail?.text).toContain('RM123456789GB');
    expect(mail?.html).toContain('RM123456789GB');

    await api().transition({ id: placed.orderId, to: 'delivered' });
    await expect(api().transition({ id: placed.orderId, to: 'cancelled' })).rejects.toMatchObject({
      message: 'An order that is delivered cannot be cancelled. Delivered and cancelled orders are final.',
    });

    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, placed.orderId));
    expect(events.map((e) => e.status).sort()).toEqual(['awaiting_payment', 'delivered', 'packed', 'paid', 'shipped']);
    const audits = await db().select().from(auditLog).where(eq(auditLog.targetId, placed.orderId));
    expect(audits.map((a) => a.action).sort()).toEqual(['order.delivered', 'order.packed', 'order.paid', 'order.shipped']);
    expect(audits.find((a) => a.action === 'order.shipped')).toMatchObject({
      actorUserId: admin.id,
      before: { status: 'packed' },
      after: { status: 'shipped', trackingReference: 'RM123456789GB' },
    });
  });

  it('cancel restocks every line, releases the promotion use, voids the invoice', async () => {
    const promo = await makePromotion(db(), { code: 'CANCELME', maxUses: 5 });
    const before = await stock500();
    const placed = await placeOrderAs(shop, customer, [{ productId, weight: '500g', quantity: 3 }], {
      promotionCode: 'CANCELME',
    });
    expect(await stock500()).toBe((before ?? 0) - 3);
    expect((await db().select().from(promotions).where(eq(promotions.id, promo.id)))[0]?.currentUses).toBe(1);

    const result = await api().transition({ id: placed.orderId, to: 'cancelled' });
    expect(result).toMatchObject({ status: 'cancelled', restockedUnits: 3, promotionReleased: promo.id, invoiceStatus: 'void' });
    expect(await stock500()).toBe(before);
    const moves = await db().select().from(stockMovements).where(eq(stockMovements.orderId, placed.orderId));
    expect(moves.map((m) => [m.delta, m.reason]).sort()).toEqual([
      [-3, 'order'],
      [3, 'order cancelled'],
    ]);
    expect((await db().select().from(promotions).where(eq(promotions.id, promo.id)))[0]?.currentUses).toBe(0);
    expect(await db().select().from(promotionRedemptions).where(eq(promotionRedemptions.orderId, placed.orderId))).toEqual([]);
    expect((await invoiceOf(placed.orderId))?.status).toBe('void');
    await expect(api().transition({ id: placed.orderId, to: 'paid' })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('an order on account is ready to pack and ship at once, counted to ship, its invoice unpaid and charged once', async () => {
    const toShipBefore = (await shop.callerFor(admin).adminOverview.tiles()).toShip.paid;
    const start = (await profileOf(db(), trader.id))?.accountBalancePence ?? 0;
    const placed = await placeOrderAs(shop, trader, [{ productId, weight: '500g', quantity: 1 }], {
      paymentMethod: 'on_account',
    });
    expect(placed.status).toBe('paid');
    expect((await orderOf(placed.orderId))?.status).toBe('paid');
    expect((await shop.callerFor(admin).adminOverview.tiles()).toShip.paid).toBe(toShipBefore + 1);
    // Not paid yet: the invoice waits for the account to pay it by its terms, the charge is on the balance.
    const invoice = await invoiceOf(placed.orderId);
    expect(invoice).toMatchObject({ status: 'unpaid' });
    expect(invoice?.dueDate).not.toBeNull();
    expect((await profileOf(db(), trader.id))?.accountBalancePence).toBe(start + placed.totalPence);
    await expect(api().transition({ id: placed.orderId, to: 'paid' })).rejects.toMatchObject({ code: 'CONFLICT' });

    await api().transition({ id: placed.orderId, to: 'packed' });
    await api().transition({ id: placed.orderId, to: 'shipped', trackingReference: 'TR1' });
    expect((await orderOf(placed.orderId))?.status).toBe('shipped');
    expect((await invoiceOf(placed.orderId))?.status).toBe('unpaid');
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, placed.orderId));
    expect(events.map((e) => e.status).sort()).toEqual(['packed', 'paid', 'shipped']);

    // Paid later by its terms: the invoice is settled and the balance credited, the order stays shipped.
    expect(await shop.callerFor(admin).adminInvoices.markPaid({ id: invoice?.id as string })).toMatchObject({
      status: 'paid',
      orderStatus: 'shipped',
    });
    expect((await profileOf(db(), trader.id))?.accountBalancePence).toBe(start);
  });

  it("lists one customer's orders with the userId filter", async () => {
    const placed = await placeOrderAs(shop, customer, [{ productId, weight: '500g', quantity: 1 }]);
    const rows = (await api().list({ filters: { userId: customer.id } })).rows;
    expect(rows.map((r) => r.id)).toContain(placed.orderId);
    expect(rows.every((r) => r.customerEmail === 'olive@example.com')).toBe(true);
    expect((await api().list({ filters: { userId: trader.id } })).rows.map((r) => r.id)).not.toContain(placed.orderId);
  });

  it('paying an on-account invoice credits a wholesale balance through the ledger', async () => {
    const placed = await placeOrderAs(shop, trader, [{ productId, weight: '500g', quantity: 2 }], {
      paymentMethod: 'on_account',
    });
    const owed = (await profileOf(db(), trader.id))?.accountBalancePence ?? 0;
    expect(owed).toBeGreaterThanOrEqual(placed.totalPence);
    const invoice = await invoiceOf(placed.orderId);
    await shop.callerFor(admin).adminInvoices.markPaid({ id: invoice?.id as string });
    expect((await profileOf(db(), trader.id))?.accountBalancePence).toBe(owed - placed.totalPence);
    const entries = await db().select().from(accountLedgerEntries).where(eq(accountLedgerEntries.orderId, placed.orderId));
    expect(entries.map((e) => e.amountPence).sort((a, b) => a - b)).toEqual([-placed.totalPence, placed.totalPence]);

    // Cancelled after payment: the credit note is a credit on the trade account (no refund is due).
    const cancelled = await api().transition({ id: placed.orderId, to: 'cancelled' });
    expect(cancelled).toMatchObject({ creditedPence: placed.totalPence, refundDue: false });
    expect((await profileOf(db(), trader.id))?.accountBalancePence).toBe(owed - 2 * placed.totalPence);
    const after = await db().select().from(accountLedgerEntries).where(eq(accountLedgerEntries.orderId, placed.orderId));
    expect(after.map((e) => [e.kind, e.amountPence])).toEqual(
      expect.arrayContaining([
        ['invoice', placed.totalPence],
        ['payment', -placed.totalPence],
        ['credit_note', -placed.totalPence],
      ]),
    );
  });

  it('cancelling an unpaid on-account order credits the balance back', async () => {
    const start = (await profileOf(db(), trader.id))?.accountBalancePence ?? 0;
    const placed = await placeOrderAs(shop, trader, [{ productId, weight: '500g', quantity: 1 }], {
      paymentMethod: 'on_account',
    });
    expect((await profileOf(db(), trader.id))?.accountBalancePence).toBe(start + placed.totalPence);
    await api().transition({ id: placed.orderId, to: 'cancelled' });
    expect((await profileOf(db(), trader.id))?.accountBalancePence).toBe(start);
    const [credit] = await db()
      .select()
      .from(accountLedgerEntries)
      .where(
        and(
          eq(accountLedgerEntries.orderId, placed.orderId),
          eq(accountLedgerEntries.reason, `Order #${placed.number} cancelled`),
        ),
      );
    expect(credit).toMatchObject({ amountPence: -placed.totalPence, actorUserId: admin.id });
  });

  it('refuses an unknown order and an unknown status', async () => {
    await expect(api().transition({ id: crypto.randomUUID(), to: 'paid' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api().transition({ id: crypto.randomUUID(), to: 'awaiting_payment' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('adminOrders.list, get and exportCsv', () => {
  it('pages and filters on the server by status, source, dates and search', async () => {
    const quoted = await makeUser(db(), { fullName: 'Pat "The Knife" O’Neil, Esq', email: 'pat@example.com' });
    const placed = await placeOrderAs(shop, quoted, [{ productId, weight: '500g', quantity: 2 }]);

    const page = await api().list({ page: 1, pageSize: 2 });
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const [row] = (await api().list({ filters: { search: `#${placed.number}` } })).rows;
    expect(row).toMatchObject({
      id: placed.orderId,
      number: placed.number,
      customerName: 'Pat "The Knife" O’Neil, Esq',
      customerEmail: 'pat@example.com',
      source: 'shop',
      itemCount: 2,
      totalPence: placed.totalPence,
      status: 'awaiting_payment',
      invoiceStatus: 'unpaid',
    });
    expect(row?.invoiceReference).toMatch(/^RB-\d{6}$/);

    expect((await api().list({ filters: { search: 'PAT@EXAMPLE' } })).total).toBe(1);
    expect((await api().list({ filters: { search: 'olive' } })).rows.every((r) => r.customerEmail === 'olive@example.com')).toBe(
      true,
    );
    expect(
      (await api().list({ filters: { source: 'wholesale_on_account' } })).rows.every((r) => r.source === 'wholesale_on_account'),
    ).toBe(true);
    expect((await api().list({ filters: { status: 'cancelled' } })).rows.every((r) => r.status === 'cancelled')).toBe(true);
    const today = shopToday();
    const all = (await api().list({})).total;
    expect((await api().list({ filters: { from: today, to: today } })).total).toBe(all);
    expect((await api().list({ filters: { from: '2000-01-01', to: '2000-12-31' } })).total).toBe(0);
    await expect(api().list({ pageSize: 101 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api().list({ filters: { from: '2026-02-01', to: '2026-01-01' } })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('gets an order with lines, address, promotion, invoice and history', async () => {
    await makePromotion(db(), { code: 'DETAIL5', discountType: 'fixed', discountValue: 500 });
    const placed = await placeOrderAs(shop, customer, [{ productId, weight: '500g', quantity: 1 }], { promotionCode: 'DETAIL5' });
    await api().transition({ id: placed.orderId, to: 'paid' });
    const order = await api().get({ id: placed.orderId });
    expect(order).toMatchObject({
      number: placed.number,
      status: 'paid',
      shippingAddress: { fullName: 'Mary Maker', city: 'Leeds' },
      promotion: { code: 'DETAIL5', discountPence: 500 },
      customer: { email: customer.email, name: 'Olive Orders' },
      invoice: { status: 'paid', displayStatus: 'paid' },
    });
    expect(order.items).toEqual([expect.objectContaining({ productName: 'Garlic', weight: '500g', quantity: 1 })]);
    expect(order.events.map((e) => e.status)).toEqual(['awaiting_payment', 'paid']);
    expect(order.events[1]?.actorEmail).toBe(admin.email);
    expect('idempotencyKey' in order).toBe(false);
    await expect(api().get({ id: crypto.randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Order not found.',
    });
  });

  it('exports the filtered orders as CSV with a header row and escaped quotes', async () => {
    const csv = await api().exportCsv({ filters: { search: 'pat@example.com' } });
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Order,Date,Customer,Email,Source,Items,Subtotal (GBP),Discount (GBP),Delivery (GBP),Total (GBP),VAT (GBP),Status,Invoice,Invoice status,PO number',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Pat ""The Knife"" O’Neil, Esq",pat@example.com,shop,2,');
    const everything = await api().exportCsv({});
    expect(everything.trimEnd().split('\r\n')).toHaveLength((await api().list({})).total + 1);
  });

  it('neutralises spreadsheet formulas in exported text', async () => {
    const sneaky = await makeUser(db(), { fullName: '=HYPERLINK("http://evil.example")', email: 'sneaky@example.com' });
    await placeOrderAs(shop, sneaky, [{ productId, weight: '500g', quantity: 1 }]);
    const csv = await api().exportCsv({ filters: { search: 'sneaky@' } });
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });
});
