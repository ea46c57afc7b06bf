import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLedgerEntries, invoices, orders, productVariants, profiles } from '../../server/db/schema/index';
import { makeProduct, makeUser, profileOf } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

// PostgreSQL only: trade orders placed at the same moment, as a double press of Enter or several buyers would.
let shop: TestShop;
let variantId: string;
beforeAll(async () => {
  shop = await createTestShop();
  const product = await makeProduct(db(), { name: 'Race Chilli', variants: { '500g': { stock: 6 } } });
  const variants = await db().select().from(productVariants).where(eq(productVariants.productId, product.id));
  variantId = variants.find((v) => v.weight === '500g')?.id as string;
});
afterAll(() => shop.close());

const db = () => shop.database.db;

async function tradeAccount() {
  const made = await makeUser(db(), { role: 'wholesaler' });
  await db()
    .update(profiles)
    .set({ address1: '1 Castle Yard', city: 'York', postcode: 'YO1 7HH' })
    .where(eq(profiles.userId, made.id));
  return { ...made, profile: await profileOf(db(), made.id) };
}

describe('trade orders under concurrency (PostgreSQL)', () => {
  it('10 concurrent placements with one key make one order, one invoice and one ledger entry', async () => {
    const trade = await tradeAccount();
    const key = crypto.randomUUID();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        shop.callerFor(trade).tradeOrder.place({ idempotencyKey: key, lines: [{ variantId, quantity: 1 }] }),
      ),
    );
    const answers = results.map((r) => (r.status === 'fulfilled' ? r.value.orderId : `refused: ${String(r.reason)}`));
    expect(new Set(answers).size).toBe(1);
    const placed = await db().select().from(orders).where(eq(orders.userId, trade.id));
    expect(placed).toHaveLength(1);
    expect(await db().select().from(invoices).where(eq(invoices.userId, trade.id))).toHaveLength(1);
    expect(await db().select().from(accountLedgerEntries).where(eq(accountLedgerEntries.userId, trade.id))).toHaveLength(1);
  });

  it('8 buyers racing for the last 5 bags: 5 orders, 3 refusals naming the size, stock 0', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, () => tradeAccount()));
    const results = await Promise.allSettled(
      buyers.map((b) =>
        shop.callerFor(b).tradeOrder.place({ idempotencyKey: crypto.randomUUID(), lines: [{ variantId, quantity: 1 }] }),
      ),
    );
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(results.length - refused.length).toBe(5);
    for (const r of refused) {
      expect(r.reason).toMatchObject({ code: 'CONFLICT' });
      expect(String((r.reason as Error).message)).toMatch(/Race Chilli 500g/);
    }
    const [variant] = await db().select().from(productVariants).where(eq(productVariants.id, variantId));
    expect(variant?.stock).toBe(0);
  });
});
