import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountLedgerEntries,
  cartItems,
  emailOutbox,
  invoices,
  orderItems,
  orders,
  products,
  productVariants,
  profiles,
} from '../../server/db/schema/index';
import type { Weight } from '../../shared/constants';
import { PO_NUMBER_REQUIRED_MESSAGE } from '../../shared/schemas/po-number';
import { type MadeUser, makeProduct, makeUser, profileOf } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

/** The quick order through the API: catalogue, quote, placing, reorder and order files. */
let shop: TestShop;
const ids: Record<string, Partial<Record<Weight, string>>> = {};
beforeAll(async () => {
  shop = await createTestShop();
  // Tier 2 prices differ from tier 1 so a wrong tier shows; Spice is zero-rated.
  const tiers = { tier1: 800, tier2: 600, tier3: 500 };
  for (const [name, vatRate] of [
    ['Chilli', '0.2000'],
    ['Garlic', '0.2000'],
    ['Original', '0.2000'],
    ['Spice', '0.0000'],
  ] as const) {
    const product = await makeProduct(db(), {
      name,
      vatRate,
      variants: {
        '125g': { ...tiers, stock: 100 },
        '250g': { ...tiers, tier2: 700, stock: 100 },
        '500g': { ...tiers, stock: 100 },
        '1kg': { ...tiers, stock: 4 },
        '2kg': { ...tiers, stock: 0 },
      },
    });
    const variants = await db().select().from(productVariants).where(eq(productVariants.productId, product.id));
    ids[name] = Object.fromEntries(variants.map((v) => [v.weight, v.id]));
  }
  await makeProduct(db(), { name: 'Hidden', showInShop: false });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const key = () => crypto.randomUUID();
const v = (name: string, weight: Weight) => ids[name]?.[weight] as string;

async function tradeAccount(overrides: Partial<typeof profiles.$inferInsert> = {}): Promise<MadeUser> {
  const made = await makeUser(db(), { role: 'wholesaler', priceTier: 2, businessName: 'The Crown & Anchor' });
  await db()
    .update(profiles)
    .set({ address1: '1 Castle Yard', city: 'York', postcode: 'YO1 7HH', termsDays: 30, ...overrides })
    .where(eq(profiles.userId, made.id));
  return { ...made, profile: await profileOf(db(), made.id) };
}

/** Ten lines across the four products, every one in stock. */
const TEN_LINES = () => [
  { variantId: v('Chilli', '125g'), quantity: 6 },
  { variantId: v('Chilli', '250g'), quantity: 4 },
  { variantId: v('Chilli', '500g'), quantity: 2 },
  { variantId: v('Garlic', '125g'), quantity: 6 },
  { variantId: v('Garlic', '250g'), quantity: 3 },
  { variantId: v('Original', '125g'), quantity: 12 },
  { variantId: v('Original', '500g'), quantity: 1 },
  { variantId: v('Original', '1kg'), quantity: 2 },
  { variantId: v('Spice', '125g'), quantity: 5 },
  { variantId: v('Spice', '250g'), quantity: 2 },
];
const stockOf = async (variantId: string) =>
  (await db().select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock;

describe('tradeOrder.catalogue and quote', () => {
  it('lists every shop product and size at the account’s tier net price with VAT rate and stock; hidden ones are left out', async () => {
    const rows = await shop.callerFor(await tradeAccount()).tradeOrder.catalogue();
    expect(rows.map((r) => `${r.productName} ${r.weight}`)).toEqual(
      ['Chilli', 'Garlic', 'Original', 'Spice'].flatMap((n) => ['125g', '250g', '500g', '1kg', '2kg'].map((w) => `${n} ${w}`)),
    );
    expect(rows.find((r) => r.variantId === v('Chilli', '250g'))).toMatchObject({
      unitNetPence: 700,
      vatRateBps: 2000,
      stock: 100,
    });
    expect(rows.find((r) => r.variantId === v('Spice', '125g'))).toMatchObject({ unitNetPence: 600, vatRateBps: 0 });
    expect(rows.find((r) => r.variantId === v('Garlic', '2kg'))).toMatchObject({ stock: 0 });
  });

  it('quotes lines at tier net prices with the VAT per rate and the delivery, and names lines that cannot be ordered', async () => {
    const caller = shop.callerFor(await tradeAccount());
    const quote = await caller.tradeOrder.quote({
      lines: [
        { variantId: v('Chilli', '250g'), quantity: 2 },
        { variantId: v('Spice', '125g'), quantity: 1 },
      ],
    });
    // Goods £14.00 at 20% and £6.00 at 0%: under the £40 threshold, so Tracked 48 £3.95 split over both rates.
    expect(quote.lines.map((l) => [l.unitNetPence, l.lineNetPence, l.lineVatPence, l.problem])).toEqual([
      [700, 1400, 280, null],
      [600, 600, 0, null],
    ]);
    expect(quote.totals.goodsNetPence).toBe(2000);
    expect(quote.totals.netPence + quote.totals.vatPence).toBe(quote.totals.totalPence);
    expect(quote.totals.totalPence).toBe(1400 + 280 + 600 + 395);
    expect(quote.totals.vatSummary.map((r) => r.vatRateBps)).toEqual([2000, 0]);
    expect(quote.delivery).toEqual({ service: 'Tracked 48', free: false });
    expect(quote.canPlace).toBe(true);

    const refused = await caller.tradeOrder.quote({
      lines: [
        { variantId: v('Chilli', '250g'), quantity: 2 },
        { variantId: v('Chilli', '2kg'), quantity: 1 },
        { variantId: v('Chilli', '1kg'), quantity: 5 },
      ],
    });
    expect(refused.lines.map((l) => l.problem)).toEqual([null, 'Chilli 2kg is sold out.', 'Only 4 left of Chilli 1kg']);
    expect(refused.totals.goodsNetPence).toBe(1400);
    expect(refused.canPlace).toBe(false);
  });

  it('is for trade accounts: a customer and a pending applicant are refused, prices cannot be sent', async () => {
    const customer = await makeUser(db());
    await expect(shop.callerFor(customer).tradeOrder.catalogue()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const pending = await makeUser(db(), { accountType: 'Wholesale', status: 'pending' });
    await expect(shop.callerFor(pending).tradeOrder.quote({ lines: [] })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const caller = shop.callerFor(await tradeAccount());
    await expect(
      // @ts-expect-error a client price is not part of the input
      caller.tradeOrder.quote({ lines: [{ variantId: v('Chilli', '250g'), quantity: 1, unitNetPence: 1 }] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('tradeOrder.place', () => {
  it('10 lines across 4 products make one order on account at tier prices: stock, ledger, invoice, email, PO; the cart is left alone', async () => {
    const trade = await tradeAccount();
    const caller = shop.callerFor(trade);
    await caller.cart.merge({
      lines: [{ productId: (await productId('Garlic')) as string, weight: '500g', moisture: 'wet', quantity: 1 }],
    });
    const before = await stockOf(v('Original', '125g'));
    const quote = await caller.tradeOrder.quote({ lines: TEN_LINES() });
    const placed = await caller.tradeOrder.place({ idempotencyKey: key(), lines: TEN_LINES(), poNumber: 'PO-2231' });
    expect(placed).toMatchObject({ totalPence: quote.totals.totalPence, replayed: false, clientSecret: null });

    const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({
      source: 'wholesale_on_account',
      paymentMethod: 'on_account',
      poNumber: 'PO-2231',
      totalPence: quote.totals.totalPence,
      vatSummary: quote.totals.vatSummary,
    });
    expect(order?.shippingAddress).toMatchObject({ address1: '1 Castle Yard', city: 'York', postcode: 'YO1 7HH' });
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(items).toHaveLength(10);
    expect(items.find((i) => i.variantId === v('Chilli', '250g'))).toMatchObject({ unitNetPence: 700, quantity: 4 });
    expect(items.find((i) => i.variantId === v('Spice', '125g'))).toMatchObject({ unitNetPence: 600, vatRateBps: 0 });
    expect(await stockOf(v('Original', '125g'))).toBe((before ?? 0) - 12);

    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, placed.orderId));
    expect(invoice).toMatchObject({ totalPence: quote.totals.totalPence, status: 'unpaid' });
    expect(invoice?.dueDate).not.toBeNull();
    const ledger = await db().select().from(accountLedgerEntries).where(eq(accountLedgerEntries.userId, trade.id));
    expect(ledger.map((e) => e.amountPence)).toEqual([quote.totals.totalPence]);
    expect((await profileOf(db(), trade.id))?.accountBalancePence).toBe(quote.totals.totalPence);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, trade.email));
    expect(mails.map((m) => m.subject)).toEqual([`Your Royal Biltong order #${placed.number}`]);
    expect(mails[0]?.text).toContain('Your purchase order number: PO-2231');
    expect(await db().select().from(cartItems)).toHaveLength(1);

    // The same key again is the same order.
    const replay = await caller.tradeOrder.place({
      idempotencyKey: 'k'.repeat(8),
      lines: [{ variantId: v('Chilli', '125g'), quantity: 1 }],
    });
    const replayed = await caller.tradeOrder.place({
      idempotencyKey: 'k'.repeat(8),
      lines: [{ variantId: v('Chilli', '125g'), quantity: 1 }],
    });
    expect(replayed).toMatchObject({ orderId: replay.orderId, replayed: true });
  });

  it('refuses more than the stock and a sold-out size with the cart’s messages, and writes nothing', async () => {
    const trade = await tradeAccount();
    const caller = shop.callerFor(trade);
    const stock = await stockOf(v('Chilli', '125g'));
    await expect(
      caller.tradeOrder.place({
        idempotencyKey: key(),
        lines: [
          { variantId: v('Chilli', '125g'), quantity: 1 },
          { variantId: v('Chilli', '1kg'), quantity: 5 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Only 4 left of Chilli 1kg' });
    await expect(
      caller.tradeOrder.place({ idempotencyKey: key(), lines: [{ variantId: v('Garlic', '2kg'), quantity: 1 }] }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Garlic 2kg is sold out.' });
    expect(await db().select().from(orders).where(eq(orders.userId, trade.id))).toEqual([]);
    expect(await stockOf(v('Chilli', '125g'))).toBe(stock);
    expect((await profileOf(db(), trade.id))?.accountBalancePence).toBe(0);
  });

  it('needs the PO number when the account requires it, a delivery address, and a trade account', async () => {
    const strict = await tradeAccount({ poNumberRequired: true });
    const lines = [{ variantId: v('Chilli', '125g'), quantity: 1 }];
    await expect(shop.callerFor(strict).tradeOrder.place({ idempotencyKey: key(), lines })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: PO_NUMBER_REQUIRED_MESSAGE,
    });
    expect(
      (await shop.callerFor(strict).tradeOrder.place({ idempotencyKey: key(), lines, poNumber: 'PO 9' })).totalPence,
    ).toBeGreaterThan(0);

    const homeless = await tradeAccount({ address1: null });
    await expect(shop.callerFor(homeless).tradeOrder.place({ idempotencyKey: key(), lines })).rejects.toMatchObject({
      message: 'Please add your delivery address to Your Profile before ordering.',
    });
    const admin = await makeUser(db(), { role: 'admin' });
    await expect(shop.callerFor(admin).tradeOrder.place({ idempotencyKey: key(), lines })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only approved trade accounts can place trade orders.',
    });
    await expect(
      shop.callerFor(strict).tradeOrder.place({ idempotencyKey: key(), lines: [], poNumber: 'PO 9' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

async function productId(name: string) {
  const [row] = await db().select({ id: products.id }).from(products).where(eq(products.name, name));
  return row?.id;
}

describe('tradeOrder.reorder', () => {
  it('refills the same lines at today’s prices and says which changed price or cannot be ordered', async () => {
    const trade = await tradeAccount();
    const caller = shop.callerFor(trade);
    const lines = [
      { variantId: v('Garlic', '125g'), quantity: 3 },
      { variantId: v('Garlic', '500g'), quantity: 2 },
      { variantId: v('Spice', '500g'), quantity: 1 },
    ];
    const placed = await caller.tradeOrder.place({ idempotencyKey: key(), lines });
    expect(await caller.tradeOrder.reorder({ orderId: placed.orderId })).toEqual({
      orderNumber: placed.number,
      lines,
      notices: [],
    });

    // Garlic 500g now costs more, Spice 500g has sold out.
    await db()
      .update(productVariants)
      .set({ tier2PriceNetPence: 650 })
      .where(eq(productVariants.id, v('Garlic', '500g')));
    await db()
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.id, v('Spice', '500g')));
    expect(await caller.tradeOrder.reorder({ orderId: placed.orderId })).toEqual({
      orderNumber: placed.number,
      lines: lines.slice(0, 2),
      notices: ['Garlic 500g: price changed from £6.00 to £6.50 (ex VAT).', 'Spice 500g is sold out.'],
    });
    await db()
      .update(productVariants)
      .set({ tier2PriceNetPence: 600 })
      .where(eq(productVariants.id, v('Garlic', '500g')));

    const other = await tradeAccount();
    await expect(shop.callerFor(other).tradeOrder.reorder({ orderId: placed.orderId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Order not found.',
    });
  });
});

describe('tradeOrder.readFile', () => {
  it('refuses a file with one bad line, naming it; the corrected file fills lines that then place', async () => {
    const trade = await tradeAccount();
    const caller = shop.callerFor(trade);
    const header = 'product,size,quantity';
    const bad = [header, 'Chilli,250g,2', 'Original,125g,4', 'Garlic,3kg,1', 'Spice,125g,1'].join('\n');
    expect(await caller.tradeOrder.readFile({ text: bad })).toEqual({ ok: false, problems: ['line 4: no size 3kg for Garlic'] });
    const good = bad.replace('Garlic,3kg,1', 'Garlic,1kg,1');
    const read = await caller.tradeOrder.readFile({ text: good });
    expect(read).toEqual({
      ok: true,
      lines: [
        { variantId: v('Chilli', '250g'), quantity: 2 },
        { variantId: v('Original', '125g'), quantity: 4 },
        { variantId: v('Garlic', '1kg'), quantity: 1 },
        { variantId: v('Spice', '125g'), quantity: 1 },
      ],
    });
    if (!read.ok) throw new Error('file refused');
    const placed = await caller.tradeOrder.place({ idempotencyKey: key(), lines: read.lines });
    const items = await db()
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, placed.orderId), inArray(orderItems.variantId, [v('Garlic', '1kg')])));
    expect(items).toMatchObject([{ quantity: 1, unitNetPence: 600 }]);
  });
});
