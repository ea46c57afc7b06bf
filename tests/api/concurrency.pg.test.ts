import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import {
  orders,
  productVariants,
  promotionRedemptions,
  promotions,
  stockMovements,
  subscriptions,
} from '../../server/db/schema/index';
import { runRenewals } from '../../server/modules/subscription/renewals';
import { type MadeUser, makeProduct, makePromotion, makeUser, shipping } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

// PostgreSQL only (the PGlite project excludes *.pg.test.ts): real concurrent transactions.
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const db = () => shop.database.db;

async function shoppers(count: number, productId: string): Promise<MadeUser[]> {
  const users = await Promise.all(Array.from({ length: count }, () => makeUser(db())));
  await Promise.all(
    users.map((u) => shop.callerFor(u).cart.merge({ lines: [{ productId, weight: '500g', moisture: 'wet', quantity: 1 }] })),
  );
  return users;
}

function outcome(results: PromiseSettledResult<unknown>[]) {
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  return {
    placed: results.length - refused.length,
    refusals: refused.map((r) => (r.reason as { code?: string }).code ?? String(r.reason)),
  };
}

describe('commerce under concurrency (PostgreSQL)', () => {
  it('100 concurrent placements for the last 10 units: 10 orders, 90 clean refusals, stock 0', async () => {
    const product = await makeProduct(db(), { name: 'Last Ten', variants: { '500g': { stock: 10 } } });
    const users = await shoppers(100, product.id);
    const started = Date.now();
    const results = await Promise.allSettled(
      users.map((u) => shop.callerFor(u).order.place({ idempotencyKey: crypto.randomUUID(), shipping })),
    );
    const { placed, refusals } = outcome(results);
    const [variant] = await db()
      .select()
      .from(productVariants)
      .where(sql`${productVariants.productId} = ${product.id} and ${productVariants.weight} = '500g'`);
    const [movements] = await db()
      .select({ total: sql<number>`coalesce(sum(${stockMovements.delta}), 0)::int` })
      .from(stockMovements)
      .where(eq(stockMovements.variantId, variant?.id as string));
    console.info(`oversell: ${placed} placed, ${refusals.length} refused, stock ${variant?.stock}, ${Date.now() - started} ms`);
    expect(placed).toBe(10);
    expect(refusals).toEqual(Array(90).fill('CONFLICT'));
    expect(variant?.stock).toBe(0);
    expect(movements?.total).toBe(-10);
  });

  it('40 concurrent 3-line orders over the same variants, carts in opposite orders: no deadlock, stock reconciles', async () => {
    const made = await Promise.all(
      ['Tri A', 'Tri B', 'Tri C'].map((name) => makeProduct(db(), { name, variants: { '250g': { stock: 100 } } })),
    );
    const users = await Promise.all(Array.from({ length: 40 }, () => makeUser(db())));
    await Promise.all(
      users.map((u, i) => {
        const ordered = i % 2 === 0 ? made : [...made].reverse();
        const lines = ordered.map((p) => ({ productId: p.id, weight: '250g' as const, moisture: 'wet' as const, quantity: 2 }));
        return shop.callerFor(u).cart.merge({ lines });
      }),
    );
    const results = await Promise.allSettled(
      users.map((u) => shop.callerFor(u).order.place({ idempotencyKey: crypto.randomUUID(), shipping })),
    );
    const { placed, refusals } = outcome(results);
    const stocks = await db()
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(
        sql`${inArray(
          productVariants.productId,
          made.map((p) => p.id),
        )} and ${productVariants.weight} = '250g'`,
      );
    expect(refusals).toEqual([]);
    expect(placed).toBe(40);
    expect(stocks.map((v) => v.stock)).toEqual([20, 20, 20]);
  });

  it('a code with max_uses 5 and 50 concurrent placements: exactly 5 redemptions, 45 clear refusals', async () => {
    const product = await makeProduct(db(), { name: 'Plenty', variants: { '500g': { stock: 1000 } } });
    const promo = await makePromotion(db(), { code: 'FIRSTFIVE', maxUses: 5 });
    const users = await shoppers(50, product.id);
    const results = await Promise.allSettled(
      users.map((u) =>
        shop.callerFor(u).order.place({ idempotencyKey: crypto.randomUUID(), shipping, promotionCode: 'FIRSTFIVE' }),
      ),
    );
    const { placed, refusals } = outcome(results);
    const [row] = await db().select().from(promotions).where(eq(promotions.id, promo.id));
    const redemptions = await db().select().from(promotionRedemptions).where(eq(promotionRedemptions.promotionId, promo.id));
    console.info(`max uses: ${placed} placed, ${refusals.length} refused, current_uses ${row?.currentUses}`);
    expect(placed).toBe(5);
    expect(row?.currentUses).toBe(5);
    expect(redemptions).toHaveLength(5);
    expect(refusals.every((code) => code === 'CONFLICT' || code === 'BAD_REQUEST')).toBe(true);
  });

  it('10 concurrent placements with one idempotency key make 1 order', async () => {
    const product = await makeProduct(db(), { name: 'Once', variants: { '500g': { stock: 100 } } });
    const [user] = await shoppers(1, product.id);
    const idempotencyKey = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => shop.callerFor(user as MadeUser).order.place({ idempotencyKey, shipping })),
    );
    const made = await db()
      .select()
      .from(orders)
      .where(eq(orders.userId, (user as MadeUser).id));
    console.info(`idempotency: ${made.length} order(s) from 10 placements`);
    expect(made).toHaveLength(1);
    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
  });

  it('two renewal runs at once (two app instances) make exactly one order per due subscription', async () => {
    const product = await makeProduct(db(), { name: 'Renewed', variants: { '250g': { stock: 1000 } } });
    const due = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const me = await makeUser(db());
        const sub = await shop.callerFor(me).subscription.create({
          planName: 'The Scout',
          weight: '250g',
          frequency: 'Fortnightly',
          bags: [{ variety: product.name, moisture: 'wet', fat: 'lean' }],
          delivery: { fullName: 'Twin Run', address1: '1 Twin Road', city: 'Leeds', postcode: 'LS1 1AA' },
        });
        await db().update(subscriptions).set({ nextDeliveryAt: '2026-11-22' }).where(eq(subscriptions.id, sub.id));
        return sub.id;
      }),
    );
    const second = await openDatabase({ kind: 'postgres', url: shop.database.url as string, poolSize: 5 });
    try {
      const [a, b] = await Promise.all([
        runRenewals(shop.deps, '2026-11-22'),
        runRenewals({ ...shop.deps, db: second.db }, '2026-11-22'),
      ]);
      const made = await db()
        .select({ subscriptionId: orders.subscriptionId })
        .from(orders)
        .where(inArray(orders.subscriptionId, due));
      console.info(
        `renewals: instance A ${a.renewed}, instance B ${b.renewed}, orders ${made.length} for ${due.length} due subscriptions`,
      );
      expect(a.renewed + b.renewed).toBe(20);
      expect(made).toHaveLength(20);
      expect(new Set(made.map((m) => m.subscriptionId)).size).toBe(20);
      const dates = await db()
        .select({ next: subscriptions.nextDeliveryAt })
        .from(subscriptions)
        .where(inArray(subscriptions.id, due));
      expect(new Set(dates.map((d) => d.next))).toEqual(new Set(['2026-12-06']));
    } finally {
      await second.close();
    }
  });
});
