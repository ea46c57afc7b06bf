import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, promotions } from '../../server/db/schema/index';
import type { PromotionFormInput } from '../../shared/schemas/promotion';
import { auditCount, issuesOf, placeOrderAs } from '../support/admin';
import { type MadeUser, makeProduct, makePromotion, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let admin: MadeUser;
let customer: MadeUser;
let productId: string;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await makeUser(shop.database.db, { role: 'admin' });
  customer = await makeUser(shop.database.db, { fullName: 'Pat Promo' });
  productId = (await makeProduct(shop.database.db, { name: 'Original' })).id;
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const api = () => shop.callerFor(admin).promotion;
const form = (overrides: Partial<PromotionFormInput> = {}): PromotionFormInput => ({
  code: 'SPRING10',
  description: 'Spring sale',
  discountType: 'percentage',
  discountValue: 10,
  minOrderAmount: '',
  maxUses: '',
  validUntil: '',
  isActive: true,
  ...overrides,
});

describe('promotion form rules', () => {
  const cases: [string, Partial<PromotionFormInput>, string][] = [
    ['an empty code', { code: '' }, 'code: Discount code is required'],
    ['a blank code', { code: '   ' }, 'code: Discount code is required'],
    ['an empty discount value', { discountValue: '' }, 'discountValue: Discount value is required'],
    ['a percentage over 100', { discountValue: 100.01 }, 'discountValue: A percentage discount cannot be more than 100'],
    [
      'a value past the 0.01 step',
      { discountType: 'fixed', discountValue: 5.555 },
      'discountValue: Discount value can have at most 2 decimal places',
    ],
    ['a negative minimum order', { minOrderAmount: -1 }, 'minOrderAmount: Minimum order amount must be non-negative'],
    ['zero maximum uses', { maxUses: 0 }, 'maxUses: Maximum uses must be at least 1'],
    ['fractional maximum uses', { maxUses: 1.5 }, 'maxUses: Maximum uses must be a whole number'],
    ['an impossible date', { validUntil: '2026-02-30' }, 'validUntil: Please enter a valid date'],
  ];
  for (const [label, change, message] of cases) {
    it(`refuses ${label}`, async () => {
      expect(await issuesOf(api().create(form(change)))).toContain(message);
    });
  }

  it('accepts exactly 100% and a fixed amount over 100 pounds', async () => {
    await expect(api().create(form({ code: 'ALLFREE', discountValue: 100 }))).resolves.toMatchObject({ discountValue: 10_000 });
    await expect(api().create(form({ code: 'BIGFIXED', discountType: 'fixed', discountValue: 150 }))).resolves.toMatchObject({
      discountValue: 15_000,
    });
  });

  it('refuses unknown keys such as current uses', async () => {
    expect((await issuesOf(api().create({ ...form({ code: 'MASS' }), currentUses: 0 } as never))).join()).toMatch(
      /Unrecognized key/,
    );
  });
});

describe('promotion.create', () => {
  it('trims and upper-cases the code, converts to stored units, empty values to their defaults, with an audit row', async () => {
    const before = await auditCount(db());
    const created = await api().create(form({ code: '  summer-12 ', discountValue: 12.5, description: '' }));
    expect(created).toMatchObject({
      code: 'SUMMER-12',
      description: null,
      discountType: 'percentage',
      discountValue: 1250,
      minOrderAmountPence: 0,
      maxUses: null,
      currentUses: 0,
      validUntil: null,
      isActive: true,
    });
    const fixed = await api().create(
      form({
        code: 'fiver',
        discountType: 'fixed',
        discountValue: 5.5,
        minOrderAmount: 30,
        maxUses: 100,
        validUntil: '2030-12-31',
      }),
    );
    expect(fixed).toMatchObject({
      code: 'FIVER',
      discountValue: 550,
      minOrderAmountPence: 3000,
      maxUses: 100,
      validUntil: '2030-12-31',
    });
    expect(await auditCount(db())).toBe(before + 2);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(audit).toMatchObject({ action: 'promotion.create', actorUserId: admin.id });
  });

  it('refuses a duplicate code whatever its case, with a clear message and no audit row', async () => {
    await api().create(form({ code: 'UNIQUE1' }));
    const before = await auditCount(db());
    await expect(api().create(form({ code: 'unique1' }))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A promotion with this code already exists.',
    });
    expect(await auditCount(db())).toBe(before);
  });
});

describe('promotion.update, setActive and delete', () => {
  it('updates every field and refuses taking another promotion’s code', async () => {
    const a = await api().create(form({ code: 'EDIT-A' }));
    await api().create(form({ code: 'EDIT-B' }));
    const updated = await api().update({
      id: a.id,
      ...form({ code: 'edit-c', discountType: 'fixed', discountValue: 2, isActive: false }),
    });
    expect(updated).toMatchObject({ code: 'EDIT-C', discountType: 'fixed', discountValue: 200, isActive: false });
    await expect(api().update({ id: a.id, ...form({ code: 'edit-b' }) })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A promotion with this code already exists.',
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, a.id), eq(auditLog.action, 'promotion.update')));
    expect(audit?.before).toMatchObject({ code: 'EDIT-A' });
    expect(audit?.after).toMatchObject({ code: 'EDIT-C' });
  });

  it('toggles active from the card', async () => {
    const p = await api().create(form({ code: 'TOGGLE' }));
    expect(await api().setActive({ id: p.id, isActive: false })).toMatchObject({ isActive: false });
    expect(await api().setActive({ id: p.id, isActive: true })).toMatchObject({ isActive: true });
    const actions = await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, p.id));
    expect(actions.map((a) => a.action).sort()).toEqual(['promotion.activate', 'promotion.create', 'promotion.deactivate']);
  });

  it('refuses maximum uses below the uses already made', async () => {
    const p = await makePromotion(db(), { code: 'USED3', maxUses: 10, currentUses: 3 });
    await expect(api().update({ id: p.id, ...form({ code: 'USED3', maxUses: 2 }) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Maximum uses cannot be less than 3: this code has already been used 3 times.',
    });
    await expect(api().update({ id: p.id, ...form({ code: 'USED3', maxUses: 3 }) })).resolves.toMatchObject({ maxUses: 3 });
  });

  it('deletes, and NOT_FOUND afterwards', async () => {
    const p = await api().create(form({ code: 'GONE' }));
    expect(await api().delete({ id: p.id })).toEqual({ deleted: true, code: 'GONE' });
    expect(await db().select().from(promotions).where(eq(promotions.id, p.id))).toEqual([]);
    await expect(api().delete({ id: p.id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Promotion not found.' });
  });
});

describe('promotion.list and redemptions', () => {
  it('lists newest first with redemption counts and the discount given; redemptions name orders and customers', async () => {
    const p = await api().create(form({ code: 'COUNTED', discountValue: 10 }));
    const order = await placeOrderAs(shop, customer, [{ productId, weight: '250g', quantity: 2 }], { promotionCode: 'counted' });
    const list = await api().list();
    expect(list[0]?.code).toBe('COUNTED');
    const times = list.map((row) => row.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // 2 x £10 net + 20% VAT = £24.00; 10% off = £2.40, and 40p off the £3.95 delivery: £2.80 given.
    expect(list[0]).toMatchObject({ currentUses: 1, redemptionCount: 1, discountGivenPence: 280 });
    expect(list.find((row) => row.code === 'SPRING10' || row.code === 'TOGGLE')?.redemptionCount ?? 0).toBe(0);

    expect(await api().redemptions({ id: p.id })).toEqual([
      expect.objectContaining({
        orderId: order.orderId,
        orderNumber: order.number,
        customerName: 'Pat Promo',
        customerEmail: customer.email,
        discountPence: 280,
      }),
    ]);
    await expect(api().redemptions({ id: crypto.randomUUID() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
