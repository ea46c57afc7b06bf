import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, orders, productVariants, promotions, stockMovements } from '../../server/db/schema/index';
import { cancelUnpaidBankTransfers, remindUnpaidBankTransfers } from '../../server/modules/payment/bank-transfer-hold';
import { placeOrderAs } from '../support/admin';
import { makeProduct, makePromotion, makeUser, shipping } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

// PostgreSQL only: placing, reminding and cancelling in truly concurrent transactions.
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const db = () => shop.database.db;

async function stockOf(productId: string) {
  const [v] = await db()
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.weight, '500g')));
  return v?.stock;
}
const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const subjectsTo = async (to: string) =>
  (await db().select().from(emailOutbox).where(eq(emailOutbox.to, to))).map((m) => m.subject);

describe('unpaid orders under concurrency (PostgreSQL)', () => {
  it('five tabs placing at once: never more than two unpaid orders', async () => {
    const product = await makeProduct(db(), { name: 'Tabs', variants: { '500g': { priceNetPence: 1000, stock: 50 } } });
    const me = await makeUser(db());
    await shop.callerFor(me).cart.merge({ lines: [{ productId: product.id, weight: '500g', moisture: 'wet', quantity: 2 }] });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        shop.callerFor(me).order.place({ idempotencyKey: crypto.randomUUID(), shipping, paymentMethod: 'bank_transfer' }),
      ),
    );
    const placed = results.filter((r) => r.status === 'fulfilled').length;
    const refusals = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason.message);
    // Each tab reads the shared cart before its transaction: a tab whose read comes after an order emptied the cart
    // is refused for that. Every other tab past the second order must hear of the limit.
    const limit = 'You have 2 unpaid orders. Please pay or cancel one before placing another.';
    expect(placed === 1 || placed === 2).toBe(true);
    expect(refusals.filter((m) => m !== 'Your cart is empty').every((m) => m === limit)).toBe(true);
    expect(await stockOf(product.id)).toBe(50 - 2 * placed);
  });

  it('a customer with two unpaid orders is refused, however many tabs try at once', async () => {
    const product = await makeProduct(db(), { name: 'Tabs2', variants: { '500g': { priceNetPence: 1000, stock: 50 } } });
    const me = await makeUser(db());
    const line = [{ productId: product.id, weight: '500g' as const, quantity: 1 }];
    await placeOrderAs(shop, me, line);
    await placeOrderAs(shop, me, line);
    await shop.callerFor(me).cart.merge({ lines: [{ productId: product.id, weight: '500g', moisture: 'wet', quantity: 2 }] });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        shop.callerFor(me).order.place({ idempotencyKey: crypto.randomUUID(), shipping, paymentMethod: 'bank_transfer' }),
      ),
    );
    expect(results.map((r) => (r.status === 'rejected' ? r.reason.message : 'placed'))).toEqual(
      Array(5).fill('You have 2 unpaid orders. Please pay or cancel one before placing another.'),
    );
    expect(await stockOf(product.id)).toBe(48);
  });

  it('eight expiry runs at once cancel the order and return its stock and code use once; four reminder runs email once', async () => {
    const product = await makeProduct(db(), { name: 'Runs', variants: { '500g': { priceNetPence: 1000, stock: 10 } } });
    const promo = await makePromotion(db(), { code: 'RACE2', discountType: 'percentage', discountValue: 10, maxUses: 2 });
    const me = await makeUser(db());
    const placed = await placeOrderAs(shop, me, [{ productId: product.id, weight: '500g', quantity: 4 }], {
      promotionCode: 'RACE2',
    });
    const order = await orderOf(placed.orderId);
    await Promise.all(Array.from({ length: 4 }, () => remindUnpaidBankTransfers(shop.deps, order?.paymentReminderAt as Date)));
    expect(
      (await subjectsTo(me.email)).filter((s) => s.startsWith(`Reminder: please pay for order #${order?.number}`)),
    ).toHaveLength(1);

    await Promise.all(Array.from({ length: 8 }, () => cancelUnpaidBankTransfers(shop.deps, order?.paymentDueAt as Date)));
    expect((await orderOf(placed.orderId))?.status).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(10);
    const moved = await db().select().from(stockMovements).where(eq(stockMovements.orderId, placed.orderId));
    expect(moved.map((m) => m.delta).sort()).toEqual([-4, 4]);
    expect((await db().select().from(promotions).where(eq(promotions.id, promo.id)))[0]?.currentUses).toBe(0);
    expect((await subjectsTo(me.email)).filter((s) => s === `Order #${order?.number} has been cancelled`)).toHaveLength(1);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, placed.orderId), eq(auditLog.action, 'order.hold_ended')));
    expect(audits).toHaveLength(1);
  });

  it('a payment marked as the hold ends: the order is either paid with its stock or cancelled without it, never both', async () => {
    const product = await makeProduct(db(), { name: 'Marked', variants: { '500g': { priceNetPence: 1000, stock: 100 } } });
    const admin = await makeUser(db(), { role: 'admin' });
    let expectedStock = 100;
    for (let i = 0; i < 6; i++) {
      const me = await makeUser(db());
      const placed = await placeOrderAs(shop, me, [{ productId: product.id, weight: '500g', quantity: 2 }]);
      const dueAt = (await orderOf(placed.orderId))?.paymentDueAt as Date;
      const [, marked] = await Promise.allSettled([
        cancelUnpaidBankTransfers(shop.deps, dueAt),
        shop.callerFor(admin).adminOrders.transition({ id: placed.orderId, to: 'paid' }),
      ]);
      const status = (await orderOf(placed.orderId))?.status;
      if (status === 'paid') {
        expect(marked.status).toBe('fulfilled');
        expectedStock -= 2;
      } else {
        expect(status).toBe('cancelled');
        expect(marked).toMatchObject({
          status: 'rejected',
          reason: { message: expect.stringContaining('cannot be marked paid') },
        });
      }
      expect(await stockOf(product.id)).toBe(expectedStock);
    }
  });
});
