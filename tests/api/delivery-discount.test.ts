import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, emailOutbox, invoices, orders, promotionRedemptions } from '../../server/db/schema/index';
import { orderSummary } from '../../shared/order-summary';
import { placeOrderAs } from '../support/admin';
import { type MadeUser, makeProduct, makePromotion, makeUser } from '../support/factories';
import { httpClient } from '../support/http';
import { amountAfter, amountsAfter, pdfText } from '../support/pdf-text';
import { createTestShop, type TestShop } from '../support/test-shop';

/**
 * A percentage code takes its share off the delivery too. Every view prints the delivery at its list price
 * and the whole discount (goods and delivery) on the Discount line, the total unchanged, and the invoice's
 * VAT per rate stays that of what was charged.
 *
 * The basket: one standard-rated 250g at £10.00 net (£12.00) and two zero-rated 250g at £8.00, £28.00 of
 * goods weighing 750g (Tracked 48, £3.95). 10% off: £1.20 + £1.60 off the goods, 40p (39.5p rounded half
 * up) off the delivery, so the Discount line is £3.20 and the total £28.00 - £3.20 + £3.95 = £28.75.
 */
let shop: TestShop;
let baseUrl: string;
let admin: MadeUser;
let standard: { id: string };
let zeroRated: { id: string };
beforeAll(async () => {
  shop = await createTestShop();
  baseUrl = await shop.listen();
  admin = await makeUser(shop.database.db, { role: 'admin' });
  standard = await makeProduct(shop.database.db, { name: 'Chilli', variants: { '250g': { priceNetPence: 1000, stock: 100 } } });
  zeroRated = await makeProduct(shop.database.db, {
    name: 'Plain Dried Beef',
    vatRate: '0.0000',
    variants: { '250g': { priceNetPence: 800, stock: 100 } },
  });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const BASKET = () => [
  { productId: standard.id, weight: '250g' as const, quantity: 1 },
  { productId: zeroRated.id, weight: '250g' as const, quantity: 2 },
];

async function stored(orderId: string) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!order || !invoice) throw new Error('order or invoice missing');
  return { order, invoice };
}

async function pdfOf(who: MadeUser, url: string) {
  const browser = httpClient(baseUrl);
  await browser.post('/api/auth/sign-in/email', { email: who.email, password: who.password });
  const response = await browser.get(url);
  expect(response.status).toBe(200);
  return pdfText(new Uint8Array(await response.arrayBuffer()));
}

async function confirmationText(who: MadeUser, orderNumber: number) {
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, who.email), eq(emailOutbox.subject, `Your Royal Biltong order #${orderNumber}`)));
  if (!mail) throw new Error('no confirmation email');
  return mail;
}

/** The lines-table row of the delivery: quantity, unit price ex VAT, rate and net amount. */
const deliveryRow = (text: string) =>
  /Delivery \(Tracked 48\)\s+(\d+)\s+(£[\d.]+)\s+(\S+)\s+(-?£[\d.]+)\n/.exec(text)?.slice(1) ?? [];

describe('a 10% code on zero-rated and standard-rated goods with paid delivery', () => {
  it('quote, order, invoice, redemption, email and invoice PDF: Delivery £3.95, Discount £3.20, Total £28.75', async () => {
    await makePromotion(db(), { code: 'MIXED10', discountType: 'percentage', discountValue: 1000 });
    const me = await makeUser(db());
    const caller = shop.callerFor(me);
    await caller.cart.merge({ lines: BASKET().map((l) => ({ ...l, moisture: 'wet' as const })) });

    const quote = await caller.order.quote({ promotionCode: 'MIXED10' });
    expect(quote.totals).toMatchObject({
      subtotalPence: 2800,
      discountPence: 320,
      goodsDiscountPence: 280,
      shippingDiscountPence: 40,
      shippingChargePence: 395,
      shippingPence: 355,
      vatPence: 205,
      totalPence: 2875,
    });
    expect(quote.totals.subtotalPence - quote.totals.discountPence + quote.totals.shippingChargePence).toBe(
      quote.totals.totalPence,
    );

    const placed = await placeOrderAs(shop, me, [], { promotionCode: 'MIXED10' });
    expect(placed.totalPence).toBe(2875);
    const { order, invoice } = await stored(placed.orderId);
    expect(order).toMatchObject({
      discountPence: 280,
      shippingPence: 355,
      shippingVatPence: 25,
      shippingDiscountPence: 40,
      // The list £3.95 split 169p at 20% (net 141p) and 226p at 0%.
      shippingChargeNetPence: 367,
      vatPence: 205,
      totalPence: 2875,
    });
    expect(invoice).toMatchObject({ discountPence: 280, shippingPence: 355, shippingDiscountPence: 40, totalPence: 2875 });
    // VAT per rate is that of what was charged: the delivery's £3.55 follows the goods 1080 : 1440.
    expect(invoice.vatSummary).toEqual([
      { vatRateBps: 2000, netPence: 1027, vatPence: 205, grossPence: 1232 },
      { vatRateBps: 0, netPence: 1643, vatPence: 0, grossPence: 1643 },
    ]);
    const [redemption] = await db().select().from(promotionRedemptions).where(eq(promotionRedemptions.orderId, placed.orderId));
    expect(redemption?.discountPence).toBe(320);

    const mail = await confirmationText(me, placed.number);
    for (const line of ['Subtotal (incl. VAT): £28.00', 'Discount (MIXED10): −£3.20', 'Delivery (Tracked 48): £3.95']) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain('Total: £28.75');
    expect(mail.text).toContain('Includes VAT: £2.05');
    expect(mail.text).not.toContain('£3.55');
    expect(mail.html).toContain('−£3.20');

    const text = await pdfOf(me, `/api/invoices/${invoice.id}/pdf`);
    expect(amountAfter(text, 'Subtotal (incl. VAT)')).toBe(2800);
    expect(amountAfter(text, 'Discount (MIXED10)')).toBe(-320);
    expect(amountAfter(text, 'Delivery (Tracked 48)')).toBe(395);
    expect(amountAfter(text, 'Total payable')).toBe(2875);
    // The delivery line: its list price ex VAT as the unit price, like a goods line, and the net charged.
    expect(deliveryRow(text)).toEqual(['1', '£3.67', 'Mixed', '£3.30']);
    expect(text).toContain('Net amounts are after the discount; VAT is charged on them.');
    // The net amounts (goods £9.00 + £14.40 and delivery £3.30) are the VAT summary's net.
    expect(amountsAfter(text, '20%').slice(-3)).toEqual([1027, 205, 1232]);
    expect(amountsAfter(text, '0%').slice(-3)).toEqual([1643, 0, 1643]);
    expect(amountsAfter(text, 'Total')).toEqual([2670, 205, 2875]);
  });

  it('the account and admin order views and the CSV export print the same rows', async () => {
    const code = await makePromotion(db(), { code: 'VIEWS10', discountType: 'percentage', discountValue: 1000 });
    const me = await makeUser(db());
    const placed = await placeOrderAs(shop, me, BASKET(), { promotionCode: code.code });
    const rows = {
      subtotalPence: 2800,
      discount: { label: 'Discount (VIEWS10)', pence: 320 },
      delivery: { label: 'Delivery (Tracked 48)', pence: 395 },
      totalPence: 2875,
      vatPence: 205,
    };
    expect(orderSummary(await shop.callerFor(me).order.getMine({ id: placed.orderId }))).toMatchObject(rows);
    const adminOrder = await shop.callerFor(admin).adminOrders.get({ id: placed.orderId });
    expect(orderSummary(adminOrder)).toMatchObject(rows);
    expect(adminOrder.promotion).toMatchObject({ code: 'VIEWS10', discountPence: 320 });
    const csv = await shop.callerFor(admin).adminOrders.exportCsv({ filters: { search: String(placed.number) } });
    const [, row] = csv.trimEnd().split('\r\n');
    // Subtotal, Discount, Delivery, Total, VAT.
    expect(row).toContain(',28.00,3.20,3.95,28.75,2.05,');
  });

  it('cancelling the paid order credits the whole discount and the delivery at list price', async () => {
    const code = await makePromotion(db(), { code: 'CREDIT10', discountType: 'percentage', discountValue: 1000 });
    const me = await makeUser(db());
    const placed = await placeOrderAs(shop, me, BASKET(), { promotionCode: code.code });
    await shop.callerFor(admin).adminOrders.transition({ id: placed.orderId, to: 'paid' });
    await shop.callerFor(admin).adminOrders.transition({ id: placed.orderId, to: 'cancelled' });
    const [note] = await db().select().from(creditNotes).where(eq(creditNotes.orderId, placed.orderId));
    expect(note).toMatchObject({ discountPence: -280, shippingPence: -355, shippingDiscountPence: -40, totalPence: -2875 });
    const text = await pdfOf(me, `/api/credit-notes/${note?.id}/pdf`);
    expect(amountAfter(text, 'Subtotal (incl. VAT)')).toBe(-2800);
    expect(amountAfter(text, 'Discount (CREDIT10)')).toBe(320);
    expect(amountAfter(text, 'Delivery (Tracked 48)')).toBe(-395);
    expect(amountAfter(text, 'Total credited')).toBe(-2875);
    // The delivery line keeps its invoiced unit price; the credit is in the amounts.
    expect(deliveryRow(text)).toEqual(['1', '£3.67', 'Mixed', '-£3.30']);
    expect(amountsAfter(text, 'Total')).toEqual([-2670, -205, -2875]);
  });
});

describe('documents issued before the delivery discount was recorded', () => {
  it('read exactly as issued: the delivery after the discount, the goods discount alone', async () => {
    const code = await makePromotion(db(), { code: 'OLD10', discountType: 'percentage', discountValue: 1000 });
    const me = await makeUser(db());
    const placed = await placeOrderAs(shop, me, BASKET(), { promotionCode: code.code });
    // The order as the earlier code wrote it (no delivery discount recorded), then the migration's backfill on it.
    await db().update(orders).set({ shippingDiscountPence: 0, shippingChargeNetPence: 0 }).where(eq(orders.id, placed.orderId));
    await db().update(invoices).set({ shippingDiscountPence: 0 }).where(eq(invoices.orderId, placed.orderId));
    const migration = readFileSync(path.join('drizzle', '0028_delivery_discount.sql'), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^\s*(--.*\n)*/, '').trim())
      .find((s) => s.startsWith('UPDATE "orders"'));
    expect(backfill).toBe('UPDATE "orders" SET "shipping_charge_net_pence" = "shipping_pence" - "shipping_vat_pence";');
    await db().execute(sql.raw(`${backfill?.replace(/;$/, '')} WHERE "id" = '${placed.orderId}'`));

    const { invoice } = await stored(placed.orderId);
    const text = await pdfOf(me, `/api/invoices/${invoice.id}/pdf`);
    // What the invoice always said: Subtotal £28.00, Discount £2.80, Delivery £3.55, Total £28.75.
    expect(amountAfter(text, 'Subtotal (incl. VAT)')).toBe(2800);
    expect(amountAfter(text, 'Discount (OLD10)')).toBe(-280);
    expect(amountAfter(text, 'Delivery (Tracked 48)')).toBe(355);
    expect(amountAfter(text, 'Total payable')).toBe(2875);
    expect(deliveryRow(text)).toEqual(['1', '£3.30', 'Mixed', '£3.30']);
    expect(orderSummary(await shop.callerFor(me).order.getMine({ id: placed.orderId }))).toMatchObject({
      discount: { pence: 280 },
      delivery: { pence: 355 },
      totalPence: 2875,
    });
  });
});
