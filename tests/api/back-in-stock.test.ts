import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backInStockRequests, emailOutbox, jobs, productVariants } from '../../server/db/schema/index';
import { jobDefinitions } from '../../server/jobs/registry';
import { createJobRunner } from '../../server/jobs/runner';
import { type MadeUser, makeProduct, makeUser } from '../support/factories';
import { FOOD_FORM } from '../support/food-information';
import { createTestShop, type TestShop } from '../support/test-shop';

// 'Email me when it's back' — request, restock, exactly one email.

let shop: TestShop;
let customer: MadeUser;
let admin: MadeUser;
beforeAll(async () => {
  shop = await createTestShop();
  customer = await makeUser(shop.database.db);
  admin = await makeUser(shop.database.db, { role: 'admin' });
});
afterAll(() => shop.close());
beforeEach(async () => {
  await db().delete(jobs);
});

const db = () => shop.database.db;
const runJobs = () => createJobRunner(shop.deps, { definitions: jobDefinitions, recurring: [], pollMs: 20 }).runDue();

async function soldOut(name = `Biltong ${crypto.randomUUID().slice(0, 6)}`) {
  return makeProduct(db(), { name, variants: { '250g': { stock: 0 }, '500g': { stock: 0 } } });
}
async function setStock(productId: string, weight: '250g' | '500g', stock: number) {
  await db()
    .update(productVariants)
    .set({ stock })
    .where(and(eq(productVariants.productId, productId), eq(productVariants.weight, weight)));
}
const emailsTo = (to: string) =>
  db()
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to.toLowerCase()));
const backInStockEmailsTo = async (to: string) => (await emailsTo(to)).filter((e) => e.subject.includes('is back in stock'));
const tokenFrom = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe('back-in-stock requests', () => {
  it('signed in: confirmed at once; the restock sends exactly one email, also when restocked twice', async () => {
    const product = await soldOut('Smoky Stag');
    const result = await shop.callerFor(customer).backInStock.request({ productId: product.id, weight: '250g' });
    expect(result).toEqual({ status: 'confirmed' });
    await setStock(product.id, '250g', 5);
    await runJobs();
    await setStock(product.id, '250g', 0);
    await setStock(product.id, '250g', 8);
    await runJobs();
    const emails = await backInStockEmailsTo(customer.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('Smoky Stag 250g is back in stock — Royal Biltong');
    expect(emails[0]?.text).toContain(`/shop/${product.slug}`);
    expect(emails[0]?.text).toContain('simply ignore it');
    const [row] = await db()
      .select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.email, customer.email.toLowerCase()));
    expect(row).toMatchObject({ status: 'notified' });
  });

  it('an admin stock edit is a restock like any other (the trigger sees every path)', async () => {
    const product = await soldOut('Admin Restock');
    const shopper = await makeUser(db());
    await shop.callerFor(shopper).backInStock.request({ productId: product.id, weight: '500g' });
    await shop
      .callerFor(admin)
      .product.update({ ...FOOD_FORM, id: product.id, name: 'Admin Restock', variants: { '500g': { priceNet: 10, stock: 3 } } });
    expect(await db().select().from(jobs).where(eq(jobs.kind, 'back-in-stock'))).toHaveLength(1);
    await runJobs();
    expect(await backInStockEmailsTo(shopper.email)).toHaveLength(1);
  });

  it('guests: double opt-in; unconfirmed gets nothing, confirmed gets one email; the token is stored hashed', async () => {
    const product = await soldOut('Guest Garlic');
    const guest = shop.callerFor(null);
    expect(await guest.backInStock.request({ productId: product.id, weight: '250g', email: 'Pending@Example.com' })).toEqual({
      status: 'pending',
    });
    expect(await guest.backInStock.request({ productId: product.id, weight: '250g', email: 'confirms@example.com' })).toEqual({
      status: 'pending',
    });
    const confirmation = (await emailsTo('confirms@example.com'))[0];
    expect(confirmation?.subject).toBe('Confirm your back-in-stock alert for Guest Garlic 250g — Royal Biltong');
    const token = tokenFrom(confirmation?.text ?? '');
    const stored = await db().select().from(backInStockRequests).where(like(backInStockRequests.email, '%@example.com'));
    expect(stored.map((r) => r.confirmTokenHash)).not.toContain(token);
    expect(await guest.backInStock.confirm({ token })).toEqual({ productName: 'Guest Garlic', weight: '250g' });
    // A link works once.
    await expect(guest.backInStock.confirm({ token })).rejects.toMatchObject({
      message: 'This confirmation link is invalid or has expired.',
    });

    await setStock(product.id, '250g', 4);
    await runJobs();
    expect(await backInStockEmailsTo('confirms@example.com')).toHaveLength(1);
    expect(await backInStockEmailsTo('pending@example.com')).toHaveLength(0);
  });

  it('an expired confirmation link confirms nothing', async () => {
    const product = await soldOut();
    await shop.callerFor(null).backInStock.request({ productId: product.id, weight: '250g', email: 'late@example.com' });
    const token = tokenFrom((await emailsTo('late@example.com'))[0]?.text ?? '');
    await db()
      .update(backInStockRequests)
      .set({ confirmExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(backInStockRequests.email, 'late@example.com'));
    await expect(shop.callerFor(null).backInStock.confirm({ token })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('one request per address and size, however often asked', async () => {
    const product = await soldOut();
    const shopper = await makeUser(db());
    for (let i = 0; i < 3; i++) await shop.callerFor(shopper).backInStock.request({ productId: product.id, weight: '250g' });
    const rows = await db().select().from(backInStockRequests).where(eq(backInStockRequests.email, shopper.email.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it('refuses hostile input, sizes in stock and floods', async () => {
    const product = await soldOut();
    const guest = shop.callerFor(null);
    const refused = async (input: unknown) => {
      try {
        await guest.backInStock.request(input as never);
        return 'ok';
      } catch (error) {
        return (error as { code?: string }).code ?? String(error);
      }
    };
    expect(await refused({ productId: product.id, weight: '250g', email: 'a\u0000b@example.com' })).toBe('BAD_REQUEST');
    expect(await refused({ productId: product.id, weight: '250g', email: 'not-an-email' })).toBe('BAD_REQUEST');
    expect(await refused({ productId: product.id, weight: '250g' })).toBe('BAD_REQUEST');
    expect(await refused({ productId: product.id, weight: '9kg', email: 'x@example.com' })).toBe('BAD_REQUEST');
    expect(await refused({ productId: "1' or 1=1", weight: '250g', email: 'x@example.com' })).toBe('BAD_REQUEST');
    expect(await refused({ productId: crypto.randomUUID(), weight: '250g', email: 'x@example.com' })).toBe('NOT_FOUND');
    await setStock(product.id, '500g', 2);
    expect(await refused({ productId: product.id, weight: '500g', email: 'x@example.com' })).toBe('CONFLICT');
    await expect(shop.callerFor(null).backInStock.confirm({ token: '<script>alert(1)</script>' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const outcomes = [];
    for (let i = 0; i < 7; i++)
      outcomes.push(await refused({ productId: product.id, weight: '250g', email: 'flood@example.com' }));
    expect(outcomes.slice(0, 5)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(outcomes.slice(5)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    expect(await emailsTo('flood@example.com')).toHaveLength(5);
    expect(await db().select().from(backInStockRequests).where(eq(backInStockRequests.email, 'x@example.com'))).toEqual([]);
  });

  it('admins see the waiting count and oldest request per product size; others may not', async () => {
    const product = await soldOut('Waiting Chilli');
    for (const who of [await makeUser(db()), await makeUser(db())]) {
      await shop.callerFor(who).backInStock.request({ productId: product.id, weight: '250g' });
    }
    await shop.callerFor(null).backInStock.request({ productId: product.id, weight: '500g', email: 'unconfirmed@example.com' });
    const rows = (await shop.callerFor(admin).backInStock.waiting({ pageSize: 100 })).rows.filter(
      (r) => r.productId === product.id,
    );
    expect(rows).toEqual([
      expect.objectContaining({ productName: 'Waiting Chilli', weight: '250g', waiting: 2, oldestRequestAt: expect.any(Date) }),
    ]);
    await expect(shop.callerFor(customer).backInStock.waiting()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
