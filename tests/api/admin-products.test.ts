import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderItems, products, productVariants, stockMovements } from '../../server/db/schema/index';
import type { ProductFormInput } from '../../shared/schemas/product';
import { auditCount, issuesOf, makeSubscription, placeOrderAs } from '../support/admin';
import { type MadeUser, makeUser } from '../support/factories';
import { FOOD_FORM } from '../support/food-information';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let admin: MadeUser;
let customer: MadeUser;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await makeUser(shop.database.db, { role: 'admin' });
  customer = await makeUser(shop.database.db);
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const api = () => shop.callerFor(admin).product;

const fullForm: ProductFormInput = {
  ...FOOD_FORM,
  name: 'Smoked Chilli',
  description: 'Oak smoked with a kick',
  imageUrl: '/media/0b6f2a8e-2f7a-4a55-9a0a-8f1c2d3e4f50-800.webp',
  ingredients: 'British beef, chilli',
  allergens: ['Sulphur dioxide and sulphites', 'Mustard'],
  vatRateBps: 2000,
  supportsMoistureOptions: false,
  showInShop: true,
  showInSubscriptions: false,
  packageLengthCm: 20.5,
  packageWidthCm: 12,
  packageHeightCm: 3.25,
  weightKg: 0.275,
  variants: {
    '125g': { priceNet: 4.99, tier1PriceNet: 4, tier2PriceNet: 3.75, tier3PriceNet: 3.5, stock: 12 },
    '250g': { priceNet: 8.5, tier1PriceNet: '', tier2PriceNet: null, stock: '' },
  },
};

async function variantsOf(productId: string) {
  return db().select().from(productVariants).where(eq(productVariants.productId, productId));
}

describe('product form rules (exact messages)', () => {
  const cases: [string, Partial<ProductFormInput>, string][] = [
    ['empty name', { name: '' }, 'name: Product name is required'],
    ['blank name', { name: '   ' }, 'name: Product name is required'],
    [
      'negative retail price',
      { variants: { '500g': { priceNet: -0.01 } } },
      'variants.500g.priceNet: Price must be non-negative',
    ],
    [
      'negative tier 1 price',
      { variants: { '1kg': { tier1PriceNet: -1 } } },
      'variants.1kg.tier1PriceNet: Price must be non-negative',
    ],
    [
      'negative tier 2 price',
      { variants: { '2kg': { tier2PriceNet: -1 } } },
      'variants.2kg.tier2PriceNet: Price must be non-negative',
    ],
    [
      'negative tier 3 price',
      { variants: { '125g': { tier3PriceNet: -1 } } },
      'variants.125g.tier3PriceNet: Price must be non-negative',
    ],
    [
      'price past the 0.01 step',
      { variants: { '250g': { priceNet: 1.005 } } },
      'variants.250g.priceNet: Price can have at most 2 decimal places',
    ],
    ['fractional stock', { variants: { '250g': { stock: 1.5 } } }, 'variants.250g.stock: Stock must be a whole number'],
    ['negative stock', { variants: { '250g': { stock: -1 } } }, 'variants.250g.stock: Stock cannot be negative'],
    ['negative length', { packageLengthCm: -1 }, 'packageLengthCm: Length must be non-negative'],
    ['negative width', { packageWidthCm: -0.5 }, 'packageWidthCm: Width must be non-negative'],
    ['negative height', { packageHeightCm: -2 }, 'packageHeightCm: Height must be non-negative'],
    ['negative weight', { weightKg: -0.001 }, 'weightKg: Weight must be non-negative'],
    ['weight past the 0.001 step', { weightKg: 0.0005 }, 'weightKg: Weight can have at most 3 decimal places'],
    ['a VAT rate not offered', { vatRateBps: 1750 as never }, 'vatRateBps: Please choose a VAT rate'],
    [
      'an allergen not on the UK list',
      { allergens: ['Sulphites' as never] },
      'allergens.0: Please choose allergens from the list',
    ],
    [
      'a script as the image',
      { imageUrl: 'javascript:alert(1)' },
      'imageUrl: Please upload an image or give an https:// image address',
    ],
    [
      'a path outside the bundled bag art',
      { imageUrl: '/images/products/../../secret.svg' },
      'imageUrl: Please upload an image or give an https:// image address',
    ],
  ];
  for (const [label, change, message] of cases) {
    it(`refuses ${label}`, async () => {
      expect(await issuesOf(api().create({ ...fullForm, ...change }))).toContain(message);
    });
  }

  it('refuses unknown keys (no mass assignment of ids, archive dates or flat spec columns)', async () => {
    for (const extra of [{ id: crypto.randomUUID() }, { archivedAt: new Date() }, { price_250g_net: 1 }]) {
      const issues = await issuesOf(api().create({ ...fullForm, ...extra } as never));
      expect(issues.join()).toMatch(/Unrecognized key/);
    }
    const issues = await issuesOf(api().create({ ...fullForm, variants: { '250g': { stock: 1, cost: 1 } } } as never));
    expect(issues.join()).toMatch(/Unrecognized key/);
  });

  it('changes nothing when the form is refused', async () => {
    const before = await auditCount(db());
    await expect(api().create({ ...fullForm, name: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await auditCount(db())).toBe(before);
    expect(await db().select().from(products).where(eq(products.name, ''))).toEqual([]);
  });
});

describe('product.create', () => {
  it('stores pence, the VAT fraction, exact dimensions, empty values as null and opening stock as movements', async () => {
    const auditBefore = await auditCount(db());
    const created = await api().create(fullForm);
    expect(created).toMatchObject({ name: 'Smoked Chilli', vatRateBps: 2000, packageHeightCm: 3.25, weightKg: 0.275 });
    expect(created.allergens).toEqual(['Mustard', 'Sulphur dioxide and sulphites']);
    const [row] = await db().select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({ vatRate: '0.2000', packageLengthCm: '20.50', weightKg: '0.275', showInSubscriptions: false });

    const variants = await variantsOf(created.id);
    expect(variants).toHaveLength(5);
    expect(variants.find((v) => v.weight === '125g')).toMatchObject({
      priceNetPence: 499,
      tier1PriceNetPence: 400,
      tier2PriceNetPence: 375,
      tier3PriceNetPence: 350,
      stock: 12,
    });
    expect(variants.find((v) => v.weight === '250g')).toMatchObject({ priceNetPence: 850, tier1PriceNetPence: null, stock: 0 });
    expect(variants.find((v) => v.weight === '2kg')).toMatchObject({ priceNetPence: null, stock: 0 });

    const moves = await db().select().from(stockMovements).where(eq(stockMovements.actorUserId, admin.id));
    expect(moves).toEqual([expect.objectContaining({ delta: 12, reason: 'admin adjustment' })]);
    expect(await auditCount(db())).toBe(auditBefore + 1);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(audit).toMatchObject({ action: 'product.create', actorUserId: admin.id, before: null });
    expect(audit?.after).toMatchObject({ name: 'Smoked Chilli' });
  });

  it('maps 5%, 0% and Exempt, and empty text to null', async () => {
    for (const [bps, stored] of [
      [500, '0.0500'],
      [0, '0.0000'],
      [null, null],
    ] as const) {
      const made = await api().create({
        name: `VAT ${String(bps)}`,
        // Hidden: a product without ingredients may not be shown in the shop.
        showInShop: false,
        vatRateBps: bps,
        description: '',
        imageUrl: '',
        ingredients: '',
      });
      const [row] = await db().select().from(products).where(eq(products.id, made.id));
      expect(row).toMatchObject({ vatRate: stored, description: null, imageUrl: null, ingredients: null });
    }
  });

  it('is what the shop shows to customers (VAT-inclusive price)', async () => {
    await api().create({ ...FOOD_FORM, name: 'Shop Visible', variants: { '500g': { priceNet: 10, stock: 3 } } });
    const listed = (await shop.callerFor(customer).shop.listProducts()).find((p) => p.name === 'Shop Visible');
    expect(listed?.variants.find((v) => v.weight === '500g')).toMatchObject({ netPence: 1000, grossPence: 1200, stock: 3 });
  });
});

describe('product.listAdmin and product.get', () => {
  it('lists non-archived products by name with retail prices and stock per weight, searchable', async () => {
    await api().create({ ...FOOD_FORM, name: 'Aardvark Test', variants: { '1kg': { priceNet: 30, stock: 2 } } });
    const all = await api().listAdmin({ pageSize: 100 });
    const names = all.rows.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const { rows: found } = await api().listAdmin({ filters: { search: 'aardvark' } });
    expect(found).toHaveLength(1);
    expect(found[0]?.variants.map((v) => v.weight)).toEqual(['125g', '250g', '500g', '1kg', '2kg']);
    expect(found[0]?.variants.find((v) => v.weight === '1kg')).toMatchObject({ priceNetPence: 3000, stock: 2 });
    expect((await api().listAdmin({ filters: { search: '%' } })).rows).toEqual([]);
  });

  it('gets one product, NOT_FOUND for an unknown id', async () => {
    const made = await api().create({ ...FOOD_FORM, name: 'Getter' });
    expect(await api().get({ id: made.id })).toMatchObject({ id: made.id, name: 'Getter' });
    await expect(api().get({ id: crypto.randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Product not found.',
    });
  });
});

describe('product.update', () => {
  it('changes prices and stock, writes a movement per stock change and one audit row with before and after', async () => {
    const made = await api().create({ ...FOOD_FORM, name: 'Updatable', variants: { '250g': { priceNet: 5, stock: 10 } } });
    const auditBefore = await auditCount(db());
    const updated = await api().update({
      ...FOOD_FORM,
      id: made.id,
      name: 'Updated Name',
      vatRateBps: 500,
      variants: { '250g': { priceNet: 6.25, stock: 7 }, '500g': { priceNet: 11, stock: 4 } },
    });
    expect(updated).toMatchObject({ name: 'Updated Name', vatRateBps: 500 });
    const variants = await variantsOf(made.id);
    expect(variants.find((v) => v.weight === '250g')).toMatchObject({ priceNetPence: 625, stock: 7 });
    expect(variants.find((v) => v.weight === '500g')).toMatchObject({ priceNetPence: 1100, stock: 4 });
    const moves = await db()
      .select({ delta: stockMovements.delta, reason: stockMovements.reason })
      .from(stockMovements)
      .innerJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
      .where(eq(productVariants.productId, made.id));
    expect(moves.map((m) => m.delta).sort((a, b) => a - b)).toEqual([-3, 4, 10]);
    expect(new Set(moves.map((m) => m.reason))).toEqual(new Set(['admin adjustment']));

    expect(await auditCount(db())).toBe(auditBefore + 1);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, made.id), eq(auditLog.action, 'product.update')));
    expect(audit?.before).toMatchObject({ name: 'Updatable', vatRateBps: 2000 });
    expect(audit?.after).toMatchObject({ name: 'Updated Name', vatRateBps: 500 });
  });

  it('validates with the same form rules and refuses unknown ids', async () => {
    const made = await api().create({ ...FOOD_FORM, name: 'Strict' });
    expect(await issuesOf(api().update({ id: made.id, name: '' }))).toContain('name: Product name is required');
    await expect(api().update({ id: crypto.randomUUID(), name: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('product.delete', () => {
  it('deletes a product nothing refers to', async () => {
    const made = await api().create({ ...FOOD_FORM, name: 'Never Sold', variants: { '250g': { priceNet: 5, stock: 3 } } });
    const auditBefore = await auditCount(db());
    expect(await api().delete({ id: made.id })).toEqual({ deleted: true, archived: false, name: 'Never Sold' });
    expect(await db().select().from(products).where(eq(products.id, made.id))).toEqual([]);
    expect(await auditCount(db())).toBe(auditBefore + 1);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.targetId, made.id)).orderBy(auditLog.createdAt);
    expect(audit?.action).toBe('product.create');
  });

  it('archives a product that appears in an order: hidden from shop and subscriptions, history kept', async () => {
    const made = await api().create({ ...FOOD_FORM, name: 'Sold Once', variants: { '250g': { priceNet: 5, stock: 3 } } });
    const order = await placeOrderAs(shop, customer, [{ productId: made.id, weight: '250g', quantity: 1 }]);
    expect(await api().delete({ id: made.id })).toEqual({ deleted: false, archived: true, name: 'Sold Once' });
    const [row] = await db().select().from(products).where(eq(products.id, made.id));
    expect(row).toMatchObject({ showInShop: false, showInSubscriptions: false });
    expect(row?.archivedAt).toBeInstanceOf(Date);
    expect(await db().select().from(orderItems).where(eq(orderItems.orderId, order.orderId))).toHaveLength(1);
    expect((await shop.callerFor(customer).shop.listProducts()).map((p) => p.name)).not.toContain('Sold Once');
    expect((await api().listAdmin({ pageSize: 100 })).rows.map((p) => p.name)).not.toContain('Sold Once');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, made.id), eq(auditLog.action, 'product.archive')));
    expect(audit?.after).toMatchObject({ showInShop: false });
    await expect(api().delete({ id: made.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('archives a product that a subscription bag names', async () => {
    const made = await api().create({ ...FOOD_FORM, name: 'Peri-Peri Special' });
    await makeSubscription(db(), customer.id, ['Original', 'Peri-Peri Special'], 'cancelled');
    expect(await api().delete({ id: made.id })).toEqual({ deleted: false, archived: true, name: 'Peri-Peri Special' });
    expect(await db().select().from(products).where(eq(products.id, made.id))).toHaveLength(1);
  });
});
