import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backInStockRequests, emailOutbox, productVariants } from '../../server/db/schema/index';
import { jobDefinitions } from '../../server/jobs/registry';
import { createJobRunner } from '../../server/jobs/runner';
import { sendBackInStockEmail } from '../../server/modules/back-in-stock/service';
import { makeProduct, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

// PostgreSQL only: real parallel transactions, as several app instances would run them.
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const runner = (workerId: string) =>
  createJobRunner(shop.deps, { definitions: jobDefinitions, recurring: [], pollMs: 10, workerId });

describe('back-in-stock across instances (PostgreSQL)', () => {
  it('overlapping job ticks of two instances send each of 20 requests exactly one email', async () => {
    const product = await makeProduct(db(), { name: 'Parallel Peri', variants: { '250g': { stock: 0 } } });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => makeUser(db())));
    await Promise.all(shoppers.map((s) => shop.callerFor(s).backInStock.request({ productId: product.id, weight: '250g' })));
    await db()
      .update(productVariants)
      .set({ stock: 12 })
      .where(and(eq(productVariants.productId, product.id), eq(productVariants.weight, '250g')));
    const [a, b] = [runner('instance-a'), runner('instance-b')];
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    const emails = shoppers.map((s) => s.email.toLowerCase());
    const sent = await db().select({ to: emailOutbox.to }).from(emailOutbox).where(inArray(emailOutbox.to, emails));
    expect(sent.map((e) => e.to).toSorted()).toEqual(emails.toSorted());
  });

  it('the same request handled by two instances at once gets one email', async () => {
    const product = await makeProduct(db(), { name: 'Twice Told', variants: { '500g': { stock: 0 } } });
    const shopper = await makeUser(db());
    await shop.callerFor(shopper).backInStock.request({ productId: product.id, weight: '500g' });
    await db()
      .update(productVariants)
      .set({ stock: 3 })
      .where(and(eq(productVariants.productId, product.id), eq(productVariants.weight, '500g')));
    const [request] = await db()
      .select({ id: backInStockRequests.id })
      .from(backInStockRequests)
      .where(eq(backInStockRequests.email, shopper.email.toLowerCase()));
    const id = request?.id ?? '';
    await Promise.all([
      sendBackInStockEmail(shop.deps, id),
      sendBackInStockEmail(shop.deps, id),
      sendBackInStockEmail(shop.deps, id),
    ]);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, shopper.email.toLowerCase()))).toHaveLength(1);
  });
});
