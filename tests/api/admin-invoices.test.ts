import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLedgerEntries, auditLog, invoices, orders } from '../../server/db/schema/index';
import { addDays } from '../../shared/dates';
import { shopToday } from '../../shared/promotions';
import { auditCount, placeOrderAs } from '../support/admin';
import { type MadeUser, makeProduct, makeUser, profileOf } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let admin: MadeUser;
let customer: MadeUser;
let trader: MadeUser;
let productId: string;
type Placed = { orderId: string; number: number; totalPence: number };
const placed = {} as Record<'unpaid' | 'onAccount' | 'overdue' | 'cancelled', Placed>;
const invoiceIdOf = async (orderId: string) =>
  (await shop.database.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]?.id as string;

beforeAll(async () => {
  shop = await createTestShop();
  const db = shop.database.db;
  admin = await makeUser(db, { role: 'admin' });
  customer = await makeUser(db, { fullName: 'Ivy Invoice' });
  trader = await makeUser(db, { role: 'wholesaler', fullName: 'Tom Trade', businessName: 'Anchor Inn' });
  productId = (await makeProduct(db, { name: 'Chilli' })).id;
  const line = [{ productId, weight: '250g' as const, quantity: 1 }];
  placed.unpaid = await placeOrderAs(shop, customer, line);
  placed.onAccount = await placeOrderAs(shop, trader, line, { paymentMethod: 'on_account' });
  placed.overdue = await placeOrderAs(shop, trader, line, { paymentMethod: 'on_account' });
  placed.cancelled = await placeOrderAs(shop, customer, line);
  // Terms ran out: due yesterday.
  await db
    .update(invoices)
    .set({ dueDate: addDays(shopToday(), -1) })
    .where(eq(invoices.orderId, placed.overdue.orderId));
  await shop.callerFor(admin).adminOrders.transition({ id: placed.cancelled.orderId, to: 'cancelled' });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const api = () => shop.callerFor(admin).adminInvoices;

describe('adminInvoices.list', () => {
  it('shows number, date, customer, amount, due date and status (unpaid, overdue, void)', async () => {
    const { rows, total } = await api().list({});
    expect(total).toBe(4);
    const byOrder = new Map(rows.map((r) => [r.orderId, r]));
    expect(byOrder.get(placed.unpaid.orderId)).toMatchObject({
      displayStatus: 'unpaid',
      customerName: 'Ivy Invoice',
      dueDate: null,
    });
    expect(byOrder.get(placed.overdue.orderId)).toMatchObject({ displayStatus: 'overdue', businessName: 'Anchor Inn' });
    expect(byOrder.get(placed.cancelled.orderId)?.displayStatus).toBe('void');
    expect(byOrder.get(placed.onAccount.orderId)).toMatchObject({
      displayStatus: 'unpaid',
      totalPence: placed.onAccount.totalPence,
    });
    expect(rows[0]?.reference).toMatch(/^RB-\d{6}$/);
  });

  it('filters by status (unpaid and overdue never overlap) and searches by reference, order number or customer', async () => {
    const ids = async (input: Parameters<ReturnType<typeof api>['list']>[0]) =>
      (await api().list(input)).rows.map((r) => r.orderId).sort();
    expect(await ids({ filters: { status: 'overdue' } })).toEqual([placed.overdue.orderId]);
    expect(await ids({ filters: { status: 'unpaid' } })).toEqual([placed.unpaid.orderId, placed.onAccount.orderId].sort());
    expect(await ids({ filters: { status: 'void' } })).toEqual([placed.cancelled.orderId]);
    const reference = (await api().list({})).rows.find((r) => r.orderId === placed.unpaid.orderId)?.reference as string;
    expect(await ids({ filters: { search: reference } })).toEqual([placed.unpaid.orderId]);
    expect(await ids({ filters: { search: `#${placed.onAccount.number}` } })).toEqual([placed.onAccount.orderId]);
    expect((await ids({ filters: { search: 'anchor' } })).length).toBe(2);
  });
});

describe('adminInvoices.markPaid', () => {
  it('takes the order’s paid transition: invoice paid, order paid, balance reduced through the ledger', async () => {
    const before = (await profileOf(db(), trader.id))?.accountBalancePence ?? 0;
    const audits = await auditCount(db());
    const result = await api().markPaid({ id: await invoiceIdOf(placed.overdue.orderId) });
    expect(result).toMatchObject({ status: 'paid', orderStatus: 'paid' });
    expect((await db().select().from(orders).where(eq(orders.id, placed.overdue.orderId)))[0]?.status).toBe('paid');
    expect((await profileOf(db(), trader.id))?.accountBalancePence).toBe(before - placed.overdue.totalPence);
    const [entry] = await db()
      .select()
      .from(accountLedgerEntries)
      .where(
        and(
          eq(accountLedgerEntries.orderId, placed.overdue.orderId),
          eq(accountLedgerEntries.amountPence, -placed.overdue.totalPence),
        ),
      );
    expect(entry?.reason).toMatch(/^Payment received for RB-\d{6}$/);
    expect(await auditCount(db())).toBe(audits + 1);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, placed.overdue.orderId), eq(auditLog.action, 'invoice.mark_paid')));
    expect(audit?.after).toMatchObject({ status: 'paid', invoiceStatus: 'paid', creditedPence: placed.overdue.totalPence });
    expect((await api().list({ filters: { status: 'paid' } })).rows.map((r) => r.orderId)).toContain(placed.overdue.orderId);
  });

  it('settles an invoice whose order already moved on, without changing the order', async () => {
    const order = await placeOrderAs(shop, trader, [{ productId, weight: '250g', quantity: 1 }], { paymentMethod: 'on_account' });
    // Another path (e.g. a renewal) may have moved the order on before payment arrived.
    await db().update(orders).set({ status: 'packed' }).where(eq(orders.id, order.orderId));
    const before = (await profileOf(db(), trader.id))?.accountBalancePence ?? 0;
    expect(await api().markPaid({ id: await invoiceIdOf(order.orderId) })).toMatchObject({
      status: 'paid',
      orderStatus: 'packed',
    });
    expect((await profileOf(db(), trader.id))?.accountBalancePence).toBe(before - order.totalPence);
  });

  it('refuses paid and void invoices, and unknown ids', async () => {
    await expect(api().markPaid({ id: await invoiceIdOf(placed.overdue.orderId) })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/^Invoice RB-\d{6} is already paid\.$/),
    });
    await expect(api().markPaid({ id: await invoiceIdOf(placed.cancelled.orderId) })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/is void/),
    });
    await expect(api().markPaid({ id: crypto.randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Invoice not found.',
    });
  });
});

describe('adminInvoices.exportCsv', () => {
  it('exports the filtered invoices with a header row', async () => {
    const csv = await api().exportCsv({ filters: { status: 'void' } });
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Invoice,Date,Customer,Email,Business,Order,Amount (GBP),Due date,Status,Paid at');
    expect(lines).toHaveLength(2);
    // £12.00 of goods and the £3.95 Tracked 48 delivery a small order pays.
    expect(lines[1]).toMatch(
      new RegExp(`^RB-\\d{6},[^,]+,Ivy Invoice,${customer.email},,${placed.cancelled.number},15\\.95,,void,$`),
    );
  });
});
