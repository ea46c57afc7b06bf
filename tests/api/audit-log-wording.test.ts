import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderAs } from '../support/admin';
import { type MadeUser, makeProduct, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

// The audit log as the admin page shows it (adminOverview.activity's summary lines): a promotion is named by its
// code, never its id, and a discount reads as money or as a percentage, never as stored pence or basis points.

let shop: TestShop;
let admin: MadeUser;
let customer: MadeUser;
let productId: string;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await makeUser(shop.database.db, { role: 'admin' });
  customer = await makeUser(shop.database.db);
  ({ id: productId } = await makeProduct(shop.database.db, {
    name: 'Audit Original',
    variants: { '250g': { priceNetPence: 2000, stock: 50 } },
  }));
});
afterAll(() => shop.close());

const promotions = () => shop.callerFor(admin).promotion;
const form = (code: string, discountType: 'fixed' | 'percentage', discountValue: number) => ({
  code,
  description: null,
  discountType,
  discountValue,
  minOrderAmount: null,
  maxUses: null,
  validUntil: null,
  isActive: true,
  oncePerCustomer: false,
  firstOrderOnly: false,
});

/** The summary lines of the newest audit row with this action. */
async function newestSummary(action: string): Promise<string[]> {
  const { rows } = await shop.callerFor(admin).adminOverview.activity({ filters: { action }, pageSize: 1 });
  return rows[0]?.summary ?? [];
}

describe('audit log wording', () => {
  it('a fixed discount changed reads in pounds, a percentage with its % sign', async () => {
    const fixed = await promotions().create(form('FIVEOFF', 'fixed', 5));
    await promotions().update({ id: fixed.id, ...form('FIVEOFF', 'fixed', 6) });
    expect(await newestSummary('promotion.update')).toEqual(['discount value: £5.00 → £6.00']);

    const percent = await promotions().create(form('TENPC', 'percentage', 10));
    await promotions().update({ id: percent.id, ...form('TENPC', 'percentage', 12.5) });
    expect(await newestSummary('promotion.update')).toEqual(['discount value: 10% → 12.5%']);

    // Switching the kind: each side reads in its own unit.
    await promotions().update({ id: percent.id, ...form('TENPC', 'fixed', 3) });
    expect(await newestSummary('promotion.update')).toEqual([
      'discount type: percentage → fixed',
      'discount value: 12.5% → £3.00',
    ]);
  });

  it('a cancelled order names the promotion it gave back by its code, also once the promotion is deleted', async () => {
    const spring = await promotions().create(form('SPRING10', 'percentage', 10));
    const kept = await placeOrderAs(shop, customer, [{ productId, weight: '250g', quantity: 1 }], { promotionCode: 'SPRING10' });
    const cancelled = await shop.callerFor(admin).adminOrders.transition({ id: kept.orderId, to: 'cancelled' });
    expect(cancelled).toMatchObject({ promotionReleased: spring.id });
    const summary = await newestSummary('order.cancelled');
    expect(summary).toContain('promotion released: — → SPRING10');
    expect(summary.join('\n')).not.toContain(spring.id);

    const gone = await promotions().create(form('GONE5', 'fixed', 5));
    const later = await placeOrderAs(shop, customer, [{ productId, weight: '250g', quantity: 1 }], { promotionCode: 'GONE5' });
    await shop.callerFor(admin).adminOrders.transition({ id: later.orderId, to: 'cancelled' });
    await promotions().delete({ id: gone.id });
    expect(await newestSummary('order.cancelled')).toContain('promotion released: — → GONE5');
  });
});
