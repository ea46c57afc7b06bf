import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, invoices, orderItems, orders, productVariants, profiles, promotions } from '../../server/db/schema/index';
import { makeProduct, makePromotion, makeUser, shipping } from '../support/factories';
import { httpClient } from '../support/http';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let chilli: { id: string };
beforeAll(async () => {
  shop = await createTestShop();
  chilli = await makeProduct(shop.database.db, { name: 'Chilli', variants: { '500g': { priceNetPence: 1500, stock: 1000 } } });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const chilli500 = () => ({ productId: chilli.id, weight: '500g' as const, moisture: 'normal' as const });

async function shopperWithCart(quantity = 1, overrides: Parameters<typeof makeUser>[1] = {}) {
  const me = await makeUser(db(), overrides);
  await shop.callerFor(me).cart.merge({ lines: [{ ...chilli500(), quantity }] });
  return me;
}

const key = () => crypto.randomUUID();

describe('order.place', () => {
  it('places an order from the server cart: stock, snapshot, invoice, email, empty cart', async () => {
    const me = await shopperWithCart(2);
    const placed = await shop.callerFor(me).order.place({ idempotencyKey: key(), shipping, paymentMethod: 'bank_transfer' });
    // Goods £36.00 are under the £40 free-delivery threshold: a 1kg parcel pays Tracked 48 £3.95 (VAT 66p).
    expect(placed).toMatchObject({ totalPence: 2 * 1800 + 395, status: 'awaiting_payment', replayed: false });

    const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({
      subtotalNetPence: 3000,
      shippingPence: 395,
      shippingVatPence: 66,
      deliveryService: 'Tracked 48',
      vatPence: 666,
      totalPence: 3995,
      source: 'shop',
      vatSummary: [{ vatRateBps: 2000, netPence: 3329, vatPence: 666, grossPence: 3995 }],
    });
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(items).toMatchObject([
      {
        productName: 'Chilli',
        weight: '500g',
        moisture: 'normal',
        unitNetPence: 1500,
        vatRateBps: 2000,
        quantity: 2,
        lineTotalPence: 3600,
      },
    ]);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, placed.orderId));
    expect(invoice).toMatchObject({ totalPence: 3995, vatPence: 666, shippingPence: 395, vatSummary: order?.vatSummary });
    expect(invoice?.paymentInstructions).toContain('sort code');
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, me.email));
    expect(mail?.subject).toBe(`Your Royal Biltong order #${placed.number}`);
    expect(mail?.text).toContain('2 x Chilli 500g (Sweet Spot)');
    expect(mail?.html).toContain('£36.00');
    expect(mail?.text).toContain('Delivery (Tracked 48): £3.95');
    expect(mail?.text).toContain('Total: £39.95');
    expect((await shop.callerFor(me).cart.get()).lines).toEqual([]);
    const [variant] = await db()
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, items[0]?.variantId as string));
    expect(variant?.stock).toBe(1000 - 2);
  });

  it('numbers invoices sequentially', async () => {
    const a = await shopperWithCart();
    const b = await shopperWithCart();
    const first = await shop.callerFor(a).order.place({ idempotencyKey: key(), shipping });
    const second = await shop.callerFor(b).order.place({ idempotencyKey: key(), shipping });
    const numbers = await Promise.all(
      [first, second].map(async (o) => (await db().select().from(invoices).where(eq(invoices.orderId, o.orderId)))[0]?.number),
    );
    expect((numbers[1] ?? 0) - (numbers[0] ?? 0)).toBe(1);
  });

  it('uses the shop’s messages for an empty cart and missing shipping details', async () => {
    const me = await makeUser(db());
    await expect(shop.callerFor(me).order.place({ idempotencyKey: key(), shipping })).rejects.toMatchObject({
      message: 'Your cart is empty',
    });
    const withCart = await shopperWithCart();
    await expect(
      shop.callerFor(withCart).order.place({ idempotencyKey: key(), shipping: { ...shipping, city: ' ' } }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Please fill in all shipping information'),
    });
    await expect(shop.callerFor(null).order.place({ idempotencyKey: key(), shipping })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('ignores any price the client sends', async () => {
    const me = await shopperWithCart();
    await expect(
      shop.callerFor(me).order.place({ idempotencyKey: key(), shipping, totalPence: 1 } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses an order that would oversell, naming the item, and changes nothing', async () => {
    const product = await makeProduct(db(), { name: 'Garlic', variants: { '1kg': { stock: 1 } } });
    const me = await makeUser(db());
    await shop.callerFor(me).cart.merge({ lines: [{ productId: product.id, weight: '1kg', moisture: 'wet', quantity: 1 }] });
    const rival = await makeUser(db());
    await shop.callerFor(rival).cart.merge({ lines: [{ productId: product.id, weight: '1kg', moisture: 'wet', quantity: 1 }] });
    await shop.callerFor(rival).order.place({ idempotencyKey: key(), shipping });
    const before = (await db().select().from(orders)).length;
    await expect(shop.callerFor(me).order.place({ idempotencyKey: key(), shipping })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('Garlic 1kg'),
    });
    expect((await db().select().from(orders)).length).toBe(before);
  });

  it('replays the first order for a repeated idempotency key', async () => {
    const me = await shopperWithCart();
    const idempotencyKey = key();
    const first = await shop.callerFor(me).order.place({ idempotencyKey, shipping });
    const again = await shop.callerFor(me).order.place({ idempotencyKey, shipping });
    expect(again).toMatchObject({ orderId: first.orderId, replayed: true });
  });
});

describe('promotion codes at checkout', () => {
  it('applies a percentage code and records the redemption', async () => {
    const promo = await makePromotion(db(), { code: 'TENOFF', discountValue: 1000 });
    const me = await shopperWithCart(1);
    const quote = await shop.callerFor(me).order.quote({ promotionCode: 'tenoff' });
    expect(quote.promotion).toMatchObject({ ok: true, code: 'TENOFF' });
    // 10% off the goods (£1.80) and off the £3.95 delivery (40p): £16.20 + £3.55. Printed: Delivery £3.95
    // and a Discount of £2.20.
    expect(quote.totals).toMatchObject({
      goodsDiscountPence: 180,
      shippingDiscountPence: 40,
      discountPence: 220,
      shippingChargePence: 395,
      shippingPence: 355,
      totalPence: 1975,
    });
    const placed = await shop.callerFor(me).order.place({ idempotencyKey: key(), shipping, promotionCode: 'tenoff' });
    expect(placed.totalPence).toBe(1975);
    const [row] = await db().select().from(promotions).where(eq(promotions.id, promo.id));
    expect(row?.currentUses).toBe(1);
  });

  it('explains refusals: expired, minimum spend, usage limit, unknown', async () => {
    await makePromotion(db(), { code: 'OLD', validUntil: '2020-01-01' });
    await makePromotion(db(), { code: 'BIGSPEND', discountType: 'fixed', discountValue: 500, minOrderAmountPence: 5000 });
    await makePromotion(db(), { code: 'USEDUP', maxUses: 1, currentUses: 1 });
    const me = await shopperWithCart(1);
    const caller = shop.callerFor(me).order;
    expect((await caller.quote({ promotionCode: 'OLD' })).promotion).toEqual({ ok: false, message: 'This code has expired' });
    expect((await caller.quote({ promotionCode: 'BIGSPEND' })).promotion).toEqual({
      ok: false,
      message: 'Spend £50.00 to use this code',
    });
    expect((await caller.quote({ promotionCode: 'USEDUP' })).promotion).toEqual({
      ok: false,
      message: 'This code has reached its usage limit',
    });
    expect((await caller.quote({ promotionCode: 'NOPE' })).promotion).toEqual({ ok: false, message: 'This code is not valid' });
    await expect(caller.place({ idempotencyKey: key(), shipping, promotionCode: 'OLD' })).rejects.toMatchObject({
      message: 'This code has expired',
    });
    expect((await shop.callerFor(me).cart.get()).lines).toHaveLength(1);
  });
});

describe('orders and invoices of the signed-in user', () => {
  it('lists only their own orders and invoices; another user’s ids are NOT_FOUND', async () => {
    const alice = await shopperWithCart();
    const bob = await makeUser(db());
    const placed = await shop.callerFor(alice).order.place({ idempotencyKey: key(), shipping });
    expect((await shop.callerFor(alice).order.listMine()).map((o) => o.id)).toEqual([placed.orderId]);
    expect(await shop.callerFor(bob).order.listMine()).toEqual([]);
    expect(await shop.callerFor(bob).invoice.listMine()).toEqual([]);
    const detail = await shop.callerFor(alice).order.getMine({ id: placed.orderId });
    expect(detail.items).toHaveLength(1);
    expect(detail.invoice?.reference).toMatch(/^RB-\d{6}$/);
    await expect(shop.callerFor(bob).order.getMine({ id: placed.orderId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('downloads the invoice as a PDF for its owner only', async () => {
    const alice = await shopperWithCart();
    const placed = await shop.callerFor(alice).order.place({ idempotencyKey: key(), shipping });
    const [invoice] = await shop.callerFor(alice).invoice.listMine();
    expect(invoice?.orderId).toBe(placed.orderId);
    const baseUrl = await shop.listen();
    const owner = httpClient(baseUrl);
    await owner.post('/api/auth/sign-in/email', { email: alice.email, password: alice.password });
    const response = await owner.get(`/api/invoices/${invoice?.id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');

    const bob = await makeUser(db());
    const other = httpClient(baseUrl);
    await other.post('/api/auth/sign-in/email', { email: bob.email, password: bob.password });
    expect((await other.get(`/api/invoices/${invoice?.id}/pdf`)).status).toBe(404);
    expect((await httpClient(baseUrl).get(`/api/invoices/${invoice?.id}/pdf`)).status).toBe(401);
  });
});

describe('pay on account (approved wholesalers)', () => {
  it('prices at the tier, adds the total to the balance through the ledger, and sets a due date', async () => {
    const trade = await shopperWithCart(2, { role: 'wholesaler', priceTier: 2 });
    await db().update(profiles).set({ termsDays: 30 }).where(eq(profiles.userId, trade.id));
    const profile = (await db().select().from(profiles).where(eq(profiles.userId, trade.id)))[0] ?? null;
    const placed = await shop
      .callerFor({ session: trade.session, profile })
      .order.place({ idempotencyKey: key(), shipping, paymentMethod: 'on_account' });
    expect(placed.totalPence).toBe(2 * 900 + 395); // tier 2 net 750 + 20% VAT, and £3.95 delivery
    const [after] = await db().select().from(profiles).where(eq(profiles.userId, trade.id));
    expect(after?.accountBalancePence).toBe(2195);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, placed.orderId));
    expect(invoice?.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is refused to retail customers', async () => {
    const me = await shopperWithCart();
    await expect(
      shop.callerFor(me).order.place({ idempotencyKey: key(), shipping, paymentMethod: 'on_account' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
