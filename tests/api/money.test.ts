import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, invoices, orderItems, orders, products, user } from '../../server/db/schema/index';
import { seedDemoData } from '../../server/db/seed';
import { silentLogger } from '../../server/logger';
import { runRenewals } from '../../server/modules/subscription/renewals';
import type { SessionInfo } from '../../server/trpc/context';
import { makeProduct, makePromotion, makeUser, profileOf, shipping } from '../support/factories';
import { httpClient } from '../support/http';
import { amountAfter, amountsAfter, pdfText } from '../support/pdf-text';
import { createTestShop, type TestShop } from '../support/test-shop';

/** VAT after discounts and delivery charges, through the API. */
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  await seedDemoData({ db: shop.database.db, logger: silentLogger });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const key = () => crypto.randomUUID();
const DEMO_CUSTOMER = { email: 'customer@royal-biltong.example', password: 'Customer-Biltong-2026' };

async function demoCustomer() {
  const [found] = await db().select().from(user).where(eq(user.email, DEMO_CUSTOMER.email));
  if (!found) throw new Error('demo customer not seeded');
  const now = new Date();
  const session: SessionInfo = {
    user: { id: found.id, email: found.email, name: found.name, emailVerified: true },
    session: { id: key(), createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) },
  };
  return { id: found.id, session, profile: await profileOf(db(), found.id) };
}

async function productNamed(name: string) {
  const [row] = await db().select().from(products).where(eq(products.name, name));
  if (!row) throw new Error(`${name} not seeded`);
  return row;
}

async function emailFor(orderNumber: number) {
  const mails = await db().select().from(emailOutbox);
  const mail = mails.find((m) => m.subject === `Your Royal Biltong order #${orderNumber}`);
  if (!mail) throw new Error(`no confirmation email for #${orderNumber}`);
  return mail;
}

const placedOrder = async (orderId: string) => {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const items = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!order || !invoice) throw new Error('order or invoice missing');
  return { order, items, invoice };
};

/** VAT in a VAT-inclusive amount, worked out here independently of shared/totals.ts. */
const vatInGross = (gross: number, bps: number | null) => (bps ? gross - Math.round((gross * 10_000) / (10_000 + bps)) : 0);

describe('VAT after discounts', () => {
  it('the demo customer: 2 x 250g with a 100% code is £0.00 with VAT £0.00 on the order, invoice, email and PDF', async () => {
    await makePromotion(db(), { code: 'FULL100', discountType: 'percentage', discountValue: 10_000 });
    const me = await demoCustomer();
    const original = await productNamed('Original');
    const caller = shop.callerFor(me);
    await caller.cart.merge({ lines: [{ productId: original.id, weight: '250g', moisture: 'wet', quantity: 2 }] });
    const quote = await caller.order.quote({ promotionCode: 'FULL100' });
    // The code takes the £3.95 delivery too: it shows at its price and the discount holds all of it.
    expect(quote.totals).toMatchObject({
      subtotalPence: 2398,
      goodsDiscountPence: 2398,
      shippingChargePence: 395,
      discountPence: 2398 + 395,
      shippingPence: 0,
      vatPence: 0,
      totalPence: 0,
    });

    const placed = await caller.order.place({ idempotencyKey: key(), shipping, promotionCode: 'FULL100' });
    expect(placed.totalPence).toBe(0);
    const { order, items, invoice } = await placedOrder(placed.orderId);
    expect(order).toMatchObject({
      totalPence: 0,
      vatPence: 0,
      shippingPence: 0,
      shippingVatPence: 0,
      discountPence: 2398,
      shippingDiscountPence: 395,
    });
    expect(order.vatSummary).toEqual([{ vatRateBps: 2000, netPence: 0, vatPence: 0, grossPence: 0 }]);
    expect(items).toMatchObject([{ lineDiscountPence: 2398, lineNetPence: 0, lineVatPence: 0, lineTotalPence: 0 }]);
    expect(invoice).toMatchObject({ totalPence: 0, vatPence: 0, vatSummary: order.vatSummary });

    const mail = await emailFor(placed.number);
    expect(mail.text).toContain('Discount (FULL100): −£27.93');
    expect(mail.text).toContain('Delivery (Tracked 48): £3.95');
    expect(mail.text).toContain('Total: £0.00');
    expect(mail.text).toContain('Includes VAT: £0.00');
    expect(mail.text).not.toContain('£4.00'); // the VAT the undiscounted basket used to report

    // The invoice PDF, downloaded by its owner, read as text.
    const baseUrl = await shop.listen();
    const browser = httpClient(baseUrl);
    await browser.post('/api/auth/sign-in/email', DEMO_CUSTOMER);
    const response = await browser.get(`/api/invoices/${invoice.id}/pdf`);
    expect(response.status).toBe(200);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(amountAfter(text, 'Total payable')).toBe(0);
    expect(amountsAfter(text, 'Total')).toEqual([0, 0, 0]); // VAT summary: net, VAT, gross
    expect(text).not.toContain('£4.00');
  });

  it('WELCOME10 on a £50 mixed-rate basket: the VAT is exactly the VAT of the discounted lines', async () => {
    // £30.00 at 20% and £20.00 at 5%: 10% off leaves £27.00 (VAT £4.50) and £18.00 (VAT 86p).
    const jerky = await makeProduct(db(), { name: 'Standard-rated', variants: { '500g': { priceNetPence: 2500 } } });
    const reduced = await makeProduct(db(), {
      name: 'Reduced-rated',
      vatRate: '0.0500',
      variants: { '250g': { priceNetPence: 1905 } },
    });
    const me = await makeUser(db());
    const caller = shop.callerFor(me);
    await caller.cart.merge({
      lines: [
        { productId: jerky.id, weight: '500g', moisture: 'wet', quantity: 1 },
        { productId: reduced.id, weight: '250g', moisture: 'wet', quantity: 1 },
      ],
    });
    const placed = await caller.order.place({ idempotencyKey: key(), shipping, promotionCode: 'WELCOME10' });
    const { order, items, invoice } = await placedOrder(placed.orderId);
    expect(items.map((i) => [i.lineTotalPence + i.lineDiscountPence, i.lineDiscountPence, i.lineTotalPence])).toEqual([
      [3000, 300, 2700],
      [2000, 200, 1800],
    ]);
    for (const item of items) expect(item.lineVatPence).toBe(vatInGross(item.lineTotalPence, item.vatRateBps));
    expect(order.vatPence).toBe(items.reduce((n, i) => n + i.lineVatPence, 0));
    expect(order.vatPence).toBe(450 + 86); // not 500 + 95, the VAT of the undiscounted lines
    // £45.00 of goods after the discount ships free.
    expect(order).toMatchObject({ shippingPence: 0, discountPence: 500, totalPence: 4500 });
    expect(order.vatSummary).toEqual([
      { vatRateBps: 2000, netPence: 2250, vatPence: 450, grossPence: 2700 },
      { vatRateBps: 500, netPence: 1714, vatPence: 86, grossPence: 1800 },
    ]);
    expect(invoice).toMatchObject({ vatPence: 536, totalPence: 4500 });
    expect((await emailFor(placed.number)).text).toContain('Includes VAT: £5.36');
  });

  it('a trade order with a fixed code worth more than the goods pays only the delivery and its VAT', async () => {
    await makePromotion(db(), { code: 'TRADE10', discountType: 'fixed', discountValue: 1000 });
    const product = await makeProduct(db(), { name: 'Trade pack' });
    const trade = await makeUser(db(), { role: 'wholesaler', priceTier: 2 });
    const caller = shop.callerFor(trade);
    await caller.cart.merge({ lines: [{ productId: product.id, weight: '250g', moisture: 'wet', quantity: 1 }] });
    const placed = await caller.order.place({ idempotencyKey: key(), shipping, promotionCode: 'TRADE10' });
    const { order, items } = await placedOrder(placed.orderId);
    // Tier 2 net £7.50 less the £10 code (capped at the goods): goods £0, VAT £0; Tracked 48 £3.95 incl. 66p VAT.
    expect(items).toMatchObject([{ lineNetPence: 0, lineVatPence: 0, lineTotalPence: 0, lineDiscountPence: 900 }]);
    expect(order).toMatchObject({ totalPence: 395, shippingPence: 395, shippingVatPence: 66, vatPence: 66 });
  });
});

describe('delivery charges', () => {
  async function orderOf(grossPounds: number, options: { deliveryOption?: 'tracked' | 'collect' } = {}) {
    const product = await makeProduct(db(), { variants: { '250g': { priceNetPence: (grossPounds * 100) / 1.2 } } });
    const me = await makeUser(db());
    const caller = shop.callerFor(me);
    await caller.cart.merge({ lines: [{ productId: product.id, weight: '250g', moisture: 'wet', quantity: 1 }] });
    const cart = await caller.cart.get();
    const quote = await caller.order.quote({ deliveryOption: options.deliveryOption });
    const placed = await caller.order.place({ idempotencyKey: key(), shipping, ...options });
    return { cart, quote, placed, ...(await placedOrder(placed.orderId)), mail: await emailFor(placed.number) };
  }

  it('a £12 shop order shows a Delivery line and pays it', async () => {
    const { cart, quote, placed, order, invoice, mail } = await orderOf(12);
    expect(cart).toMatchObject({ subtotalPence: 1200, deliveryPence: 395, totalPence: 1595 });
    expect(quote.totals).toMatchObject({ shippingPence: 395, totalPence: 1595 });
    expect(quote.delivery).toMatchObject({ service: 'Tracked 48', pricePence: 395, free: false });
    expect(placed.totalPence).toBe(1595);
    expect(order).toMatchObject({ shippingPence: 395, shippingVatPence: 66, deliveryService: 'Tracked 48', totalPence: 1595 });
    expect(order.vatPence).toBe(200 + 66);
    expect(invoice).toMatchObject({ shippingPence: 395, totalPence: 1595 });
    expect(mail.text).toContain('Delivery (Tracked 48): £3.95');
    expect(mail.text).toContain('Total: £15.95');
  });

  it('a £45 shop order ships free', async () => {
    const { cart, placed, order, mail } = await orderOf(45);
    expect(cart).toMatchObject({ deliveryPence: 0, totalPence: 4500 });
    expect(placed.totalPence).toBe(4500);
    expect(order).toMatchObject({ shippingPence: 0, shippingVatPence: 0, totalPence: 4500, vatPence: 750 });
    expect(mail.text).toContain('Delivery (Tracked 48): Free');
  });

  it('weighs the parcel by size: 6 x 2kg goes in the 20 kg band', async () => {
    const product = await makeProduct(db(), { variants: { '2kg': { priceNetPence: 100, stock: 50 } } });
    const me = await makeUser(db());
    await shop.callerFor(me).cart.merge({ lines: [{ productId: product.id, weight: '2kg', moisture: 'wet', quantity: 6 }] });
    expect((await shop.callerFor(me).order.quote({})).totals.shippingPence).toBe(1295);
  });

  it('the admin edits bands, threshold, collection and the subscription rate; audited; checkout and renewals use them', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const form = {
      bands: [
        { service: 'Tracked 24', maxWeightKg: 2, price: 5.5 },
        { service: 'Tracked 24', maxWeightKg: 30, price: 15 },
      ],
      freeThreshold: 60,
      collectEnabled: true,
      collectPrice: 0,
      subscriptionPrice: 4.5,
    };
    const customer = await makeUser(db());
    await expect(shop.callerFor(customer).delivery.update(form)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      shop.callerFor(admin).delivery.update({
        ...form,
        bands: [form.bands[0] as (typeof form.bands)[number], { ...form.bands[0], price: -1 }] as never,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const saved = await shop.callerFor(admin).delivery.update(form);
    expect(saved).toEqual({
      bands: [
        { service: 'Tracked 24', maxWeightGrams: 2000, pricePence: 550 },
        { service: 'Tracked 24', maxWeightGrams: 30_000, pricePence: 1500 },
      ],
      freeThresholdPence: 6000,
      collectEnabled: true,
      collectPricePence: 0,
      subscriptionPricePence: 450,
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delivery.update'), eq(auditLog.actorUserId, admin.id)));
    expect(audit?.before).toMatchObject({ freeThresholdPence: 4000, subscriptionPricePence: 395 });
    expect(audit?.after).toMatchObject({ freeThresholdPence: 6000, subscriptionPricePence: 450 });

    // £45 no longer ships free under a £60 threshold; collection is free when chosen.
    const tracked = await orderOf(45);
    expect(tracked.order).toMatchObject({ shippingPence: 550, deliveryService: 'Tracked 24', totalPence: 5050 });
    const collected = await orderOf(45, { deliveryOption: 'collect' });
    expect(collected.order).toMatchObject({ shippingPence: 0, deliveryService: 'Collect / local delivery', totalPence: 4500 });
    expect(collected.mail.text).toContain('Delivery (Collect / local delivery): Free');

    // Renewals read the subscription rate from the same table (The Scout pays it).
    const subscriber = await makeUser(db());
    const original = await productNamed('Original');
    expect(original).toBeDefined();
    const verified = {
      ...subscriber,
      session: { ...subscriber.session, user: { ...subscriber.session.user, emailVerified: true } },
    };
    const sub = await shop.callerFor(verified).subscription.create({
      planName: 'The Scout',
      weight: '250g',
      frequency: 'Weekly',
      bags: [{ variety: 'Original', moisture: 'wet', fat: 'lean' }],
      delivery: { fullName: 'Rita Renew', address1: '3 Mill Street', city: 'Bath', postcode: 'BA1 1AA' },
    });
    await runRenewals(shop.deps, sub.nextDeliveryAt);
    const [renewal] = await db().select().from(orders).where(eq(orders.subscriptionId, sub.id));
    expect(renewal).toMatchObject({ shippingPence: 450, totalPence: 999 + 450, vatPence: 166 + 75 });
  });
});
