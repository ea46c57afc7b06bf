import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orders, productVariants, profiles, standingOrderRuns } from '../../server/db/schema/index';
import { runStandingOrders } from '../../server/modules/standing-order/run';
import { addDays } from '../../shared/dates';
import { shopToday } from '../../shared/promotions';
import { type MadeUser, makeProduct, makeUser, profileOf } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

// PostgreSQL only: the standing-order run on several instances at once, in parallel transactions.
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const tomorrow = addDays(shopToday(), 1);

async function sizeWithStock(stock: number): Promise<string> {
  const product = await makeProduct(db(), { name: 'Parallel', variants: { '500g': { tier1: 5_000, stock } } });
  const [variant] = await db()
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, product.id), eq(productVariants.weight, '500g')));
  return variant?.id as string;
}

async function buyer(): Promise<MadeUser> {
  const made = await makeUser(db(), { role: 'wholesaler' });
  await db()
    .update(profiles)
    .set({ address1: '1 Castle Yard', city: 'York', postcode: 'YO1 7HH', termsDays: 30 })
    .where(eq(profiles.userId, made.id));
  return { ...made, profile: await profileOf(db(), made.id) };
}

describe('standing orders across instances (PostgreSQL)', () => {
  it('four instances running the same day at once place one order per standing order, and one left-out email', async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, () => buyer()));
    // Each buyer asks for 4; only 3 are in stock for the last one.
    const plenty = await sizeWithStock(100);
    const scarce = await sizeWithStock(3);
    const ids: string[] = [];
    for (const [i, who] of buyers.entries()) {
      const so = await shop.callerFor(who).standingOrder.create({
        lines: [{ variantId: i === 4 ? scarce : plenty, quantity: 4 }],
        frequency: 'weekly',
        nextRunDate: tomorrow,
      });
      ids.push(so?.id as string);
    }
    const at = new Date(`${tomorrow}T12:00:00Z`);
    await Promise.all(Array.from({ length: 4 }, () => runStandingOrders(shop.deps, at)));

    const placed = await db()
      .select({ userId: orders.userId })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          buyers.map((b) => b.id),
        ),
      );
    expect(placed.map((o) => o.userId).toSorted()).toEqual(buyers.map((b) => b.id).toSorted());
    const runs = await db().select().from(standingOrderRuns).where(inArray(standingOrderRuns.standingOrderId, ids));
    expect(runs).toHaveLength(5);
    const shortMail = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, buyers[4]?.email as string), like(emailOutbox.subject, 'Standing order #%left out')));
    expect(shortMail).toHaveLength(1);
    expect(shortMail[0]?.text).toContain('Parallel 500g: 3 of 4 placed (only 3 left)');
  });
});
