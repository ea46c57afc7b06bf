import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client';
import { accountLedgerEntries, invoices, profiles } from '../../server/db/schema/index';
import { requireOnAccountAllowed } from '../../server/modules/ledger/on-account-check';
import { postLedgerEntry } from '../../server/modules/ledger/service';
import { addDays } from '../../shared/dates';
import { shopToday } from '../../shared/promotions';
import { placeOrderAs } from '../support/admin';
import { type MadeUser, makeProduct, makeUser, profileOf, shipping } from '../support/factories';
import { pollUntil } from '../support/poll';
import { createTestShop, type TestShop } from '../support/test-shop';

// PostgreSQL only: orders of one account in concurrent transactions, each asking the credit check.
let shop: TestShop;
let productId: string;
beforeAll(async () => {
  shop = await createTestShop();
  // £60.00 a bag to a tier 1 account.
  productId = (await makeProduct(db(), { name: 'Sixty', variants: { '500g': { tier1: 5_000, stock: 500 } } })).id;
});
afterAll(() => shop.close());

const db = () => shop.database.db;

async function trader(creditLimitPence: number | null): Promise<MadeUser> {
  const who = await makeUser(db(), { role: 'wholesaler' });
  await db().update(profiles).set({ creditLimitPence, termsDays: 30 }).where(eq(profiles.userId, who.id));
  await shop.callerFor(who).cart.merge({ lines: [{ productId, weight: '500g', moisture: 'wet', quantity: 1 }] });
  return { ...who, profile: await profileOf(db(), who.id) };
}

/** The same account submits `count` orders on account at once (one cart, read by each before its transaction). */
async function burst(who: MadeUser, count: number) {
  const results = await Promise.allSettled(
    Array.from({ length: count }, () =>
      shop.callerFor(who).order.place({ idempotencyKey: crypto.randomUUID(), shipping, paymentMethod: 'on_account' }),
    ),
  );
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  return { placed: count - refused.length, refusals: refused.map((r) => (r.reason as Error).message) };
}

describe('credit control under concurrency (PostgreSQL)', () => {
  it('the check locks the account row: a second check waits for the first order to commit, then sees its balance', async () => {
    const who = await trader(10_000);
    let finishFirst = () => {};
    const firstMayCommit = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    let firstChecked = false;
    const first = db().transaction(async (tx) => {
      await requireOnAccountAllowed(tx, { userId: who.id, orderTotalPence: 6_000, today: shopToday() });
      await postLedgerEntry(tx, { userId: who.id, kind: 'invoice', amountPence: 6_000, reason: 'Order #1' });
      firstChecked = true;
      await firstMayCommit;
    });
    await pollUntil('the first check', () => firstChecked);
    let secondSettled = false;
    const second = db()
      .transaction((tx) => requireOnAccountAllowed(tx, { userId: who.id, orderTotalPence: 6_000, today: shopToday() }))
      .finally(() => {
        secondSettled = true;
      });
    try {
      // On different goods no other lock orders the two: only the account row makes the second wait.
      await pollUntil('the second check waiting on a lock', async () => {
        const [row] = rowsOf<{ waiting: number }>(
          await db().execute(
            sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          ),
        );
        return (row?.waiting ?? 0) > 0;
      });
      expect(secondSettled).toBe(false);
    } finally {
      finishFirst();
      await first;
    }
    await expect(second).rejects.toMatchObject({
      message:
        'This order would take your account over its £100.00 credit limit. Please pay your outstanding invoices or contact us.',
    });
  });

  it('10 concurrent £60 orders against a £100 limit: one passes, nine are refused, the balance is £60', async () => {
    const who = await trader(10_000);
    const started = Date.now();
    const { placed, refusals } = await burst(who, 10);
    console.info(`credit limit burst: ${placed} placed, ${refusals.length} refused, ${Date.now() - started} ms`);
    expect(placed).toBe(1);
    expect(refusals).toEqual(
      Array(9).fill(
        'This order would take your account over its £100.00 credit limit. Please pay your outstanding invoices or contact us.',
      ),
    );
    expect((await profileOf(db(), who.id))?.accountBalancePence).toBe(6_000);
    const ledger = await db().select().from(accountLedgerEntries).where(eq(accountLedgerEntries.userId, who.id));
    expect(ledger.map((e) => e.amountPence)).toEqual([6_000]);
  });

  it('one release, 8 concurrent held orders: exactly one goes through', async () => {
    const who = await trader(null);
    await shop.callerFor(who).cart.clear();
    const first = await placeOrderAs(shop, who, [{ productId, weight: '500g', quantity: 1 }], { paymentMethod: 'on_account' });
    await db()
      .update(invoices)
      .set({ dueDate: addDays(shopToday(), -8) })
      .where(eq(invoices.orderId, first.orderId));
    const admin = await makeUser(db(), { role: 'admin' });
    await shop.callerFor(admin).credit.releaseHold({ userId: who.id, reason: 'Paying on Friday' });
    await shop.callerFor(who).cart.merge({ lines: [{ productId, weight: '500g', moisture: 'wet', quantity: 1 }] });
    const { placed, refusals } = await burst(who, 8);
    expect(placed).toBe(1);
    expect(new Set(refusals)).toEqual(
      new Set(['Your account has an invoice more than 7 days overdue. Please pay your outstanding invoices or contact us.']),
    );
    expect((await profileOf(db(), who.id))?.accountBalancePence).toBe(12_000);
  });
});
