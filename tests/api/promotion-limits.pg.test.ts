import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROMOTIONS } from '../../server/db/demo-data';
import { orders, promotionRedemptions, promotions } from '../../server/db/schema/index';
import { makeProduct, makePromotion, makeUser, shipping } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

// PostgreSQL only: one customer's concurrent placements are real concurrent transactions.
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const db = () => shop.database.db;

async function raceOneCustomer(code: string, times: number) {
  const product = await makeProduct(db(), { variants: { '250g': { priceNetPence: 832, stock: 1000 } } });
  const me = await makeUser(db());
  await shop.callerFor(me).cart.merge({ lines: [{ productId: product.id, weight: '250g', moisture: 'wet', quantity: 2 }] });
  const results = await Promise.allSettled(
    Array.from({ length: times }, () =>
      shop.callerFor(me).order.place({ idempotencyKey: crypto.randomUUID(), shipping, promotionCode: code }),
    ),
  );
  // Each placement reads the cart before its transaction: one whose read comes after the first order committed
  // (a busy machine, a fast checkout) finds the cart that order emptied, and is refused for that instead.
  const refusals = results.flatMap((r) =>
    r.status === 'rejected' && (r.reason as Error).message !== 'Your cart is empty' ? [(r.reason as Error).message] : [],
  );
  const emptyCart = results.filter((r) => r.status === 'rejected').length - refusals.length;
  const placed = await db().select().from(orders).where(eq(orders.userId, me.id));
  const discounted = await db()
    .select()
    .from(orders)
    .where(and(eq(orders.userId, me.id), gt(orders.discountPence, 0)));
  return { placed, discounted, refusals, emptyCart };
}

describe('per-customer codes under concurrency (PostgreSQL)', () => {
  it('10 concurrent placements by one customer with WELCOME10: exactly 1 discounted order, 9 clear refusals', async () => {
    const promo = await makePromotion(
      db(),
      DEMO_PROMOTIONS.find((p) => p.code === 'WELCOME10'),
    );
    const { placed, discounted, refusals, emptyCart } = await raceOneCustomer('WELCOME10', 10);
    console.info(`once per customer: ${placed.length} placed, ${refusals.length} refused`);
    expect(discounted).toHaveLength(1);
    expect(placed).toHaveLength(1);
    expect(refusals).toEqual(Array(9 - emptyCart).fill('You have already used this code.'));
    const [row] = await db().select().from(promotions).where(eq(promotions.id, promo.id));
    expect(row?.currentUses).toBe(1);
    expect(await db().select().from(promotionRedemptions).where(eq(promotionRedemptions.promotionId, promo.id))).toHaveLength(1);
  });

  it('10 concurrent placements by one new customer with a first-orders-only code: exactly 1 order', async () => {
    await makePromotion(db(), { code: 'FIRSTRACE', firstOrderOnly: true });
    const { placed, discounted, refusals, emptyCart } = await raceOneCustomer('FIRSTRACE', 10);
    expect(discounted).toHaveLength(1);
    expect(placed).toHaveLength(1);
    expect(refusals).toEqual(Array(9 - emptyCart).fill('This code is for first orders only.'));
  });
});
