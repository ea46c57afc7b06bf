import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, creditHoldReleases, invoices, orders, productVariants, profiles } from '../../server/db/schema/index';
import { mayOrderOnAccount } from '../../server/modules/ledger/on-account-check';
import { addDays } from '../../shared/dates';
import { shopToday } from '../../shared/promotions';
import { issuesOf, placeOrderAs } from '../support/admin';
import { type MadeUser, makeProduct, makeUser, profileOf } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let admin: MadeUser;
/** £150.00 a bag to a tier 1 account (£125.00 net + 20% VAT); orders over £40 go free. */
let big: string;
/** £60.00 a bag to a tier 1 account. */
let small: string;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await makeUser(db(), { role: 'admin' });
  big = (await makeProduct(db(), { name: 'Big Box', variants: { '1kg': { tier1: 12_500, stock: 50 } } })).id;
  small = (await makeProduct(db(), { name: 'Small Box', variants: { '500g': { tier1: 5_000, stock: 50 } } })).id;
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const adminApi = () => shop.callerFor(admin);
const OVER_100 =
  'This order would take your account over its £100.00 credit limit. Please pay your outstanding invoices or contact us.';
const OVERDUE = 'Your account has an invoice more than 7 days overdue. Please pay your outstanding invoices or contact us.';

/** An approved tier 1 trade account, with its limit and terms set through the admin's form. */
async function trader(creditLimit: string | null, termsDays = 30) {
  const who = await makeUser(db(), { role: 'wholesaler', businessName: 'The Anchor' });
  await adminApi().admin.updateAccount({
    userId: who.id,
    fullName: 'Tess Trader',
    businessName: 'The Anchor',
    accountType: 'Wholesale',
    status: 'approved',
    role: 'wholesaler',
    priceTier: 1,
    termsDays,
    creditLimit,
  });
  return { ...who, profile: await profileOf(db(), who.id) };
}

/** One order on account of just this line (a refused order leaves its cart behind, so the cart starts empty). */
async function buy(who: MadeUser, productId: string, weight: '1kg' | '500g', quantity = 1) {
  await shop.callerFor(who).cart.clear();
  return placeOrderAs(shop, who, [{ productId, weight, quantity }], { paymentMethod: 'on_account' });
}

const balanceOf = async (userId: string) => (await profileOf(db(), userId))?.accountBalancePence;
const stockOf = async (productId: string) =>
  (
    await db()
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.weight, '1kg')))
  )[0]?.stock;

async function invoiceOf(orderId: string) {
  const [row] = await db().select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!row) throw new Error('no invoice');
  return row;
}

describe('credit limit and terms (admin form)', () => {
  it('stores the limit in pence and the terms as Net 7/14/30/60, and refuses anything else', async () => {
    const who = await trader('1250.50', 14);
    expect(who.profile).toMatchObject({ creditLimitPence: 125_050, termsDays: 14, terms: 'Net 14' });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, who.id), eq(auditLog.action, 'account.update')));
    expect(audit.at(-1)?.after).toMatchObject({ creditLimitPence: 125_050, termsDays: 14 });

    const base = {
      userId: who.id,
      fullName: 'Tess',
      accountType: 'Wholesale',
      status: 'approved',
      role: 'wholesaler',
      priceTier: 1,
    } as const;
    expect(await issuesOf(adminApi().admin.updateAccount({ ...base, termsDays: 45, creditLimit: null }))).toEqual([
      'termsDays: Choose Net 7, 14, 30 or 60.',
    ]);
    expect(await issuesOf(adminApi().admin.updateAccount({ ...base, termsDays: 30, creditLimit: '£500' }))).toEqual([
      'creditLimit: Enter the credit limit in pounds, e.g. 500 or 1250.00',
    ]);
    expect(await issuesOf(adminApi().admin.updateAccount({ ...base, termsDays: 30, creditLimit: '1000000.01' }))).toEqual([
      'creditLimit: The credit limit can be at most £1,000,000.00.',
    ]);
    // The database holds the same line as the form.
    await expect(db().update(profiles).set({ termsDays: 45 }).where(eq(profiles.userId, who.id))).rejects.toThrow();
    await expect(db().update(profiles).set({ creditLimitPence: -1 }).where(eq(profiles.userId, who.id))).rejects.toThrow();
  });

  it('dates an invoice on account by the account’s terms', async () => {
    const who = await trader(null, 7);
    const placed = await buy(who, small, '500g');
    expect((await invoiceOf(placed.orderId)).dueDate).toBe(addDays(shopToday(), 7));
  });
});

describe('orders on account against the credit limit', () => {
  it('refuses an order that would take the balance past the limit, and changes nothing', async () => {
    const who = await trader('100');
    const stock = await stockOf(big);
    await expect(buy(who, big, '1kg')).rejects.toMatchObject({ code: 'FORBIDDEN', message: OVER_100 });
    expect(await db().select().from(orders).where(eq(orders.userId, who.id))).toEqual([]);
    expect(await balanceOf(who.id)).toBe(0);
    expect(await stockOf(big)).toBe(stock);
    expect((await shop.callerFor(who).cart.get()).lines).toHaveLength(1);
  });

  it('counts what the account already owes: £60 passes, a second £60 does not, paying it off makes room', async () => {
    const who = await trader('100');
    const first = await buy(who, small, '500g');
    expect(first.totalPence).toBe(6_000);
    expect(await balanceOf(who.id)).toBe(6_000);
    await expect(buy(who, small, '500g')).rejects.toMatchObject({ message: OVER_100 });
    await adminApi().adminInvoices.markPaid({ id: (await invoiceOf(first.orderId)).id });
    await expect(buy(who, small, '500g')).resolves.toMatchObject({ totalPence: 6_000 });
  });

  it('lets an order reach the limit exactly, and never limits an account without one', async () => {
    const exact = await trader('60');
    await expect(buy(exact, small, '500g')).resolves.toMatchObject({ totalPence: 6_000 });
    const unlimited = await trader(null);
    await expect(buy(unlimited, big, '1kg', 3)).resolves.toMatchObject({ totalPence: 45_000 });
  });

  it('leaves bank transfer and card orders alone', async () => {
    const who = await trader('0');
    await expect(placeOrderAs(shop, who, [{ productId: big, weight: '1kg', quantity: 1 }])).resolves.toMatchObject({
      totalPence: 15_000,
    });
  });
});

describe('overdue invoices hold orders on account', () => {
  async function overdue(orderId: string, days: number) {
    await db()
      .update(invoices)
      .set({ dueDate: addDays(shopToday(), -days) })
      .where(eq(invoices.orderId, orderId));
  }

  it('holds the next order while an invoice is more than 7 days past due, until it is paid', async () => {
    const who = await trader(null);
    const first = await buy(who, small, '500g');
    await overdue(first.orderId, 7);
    const second = await buy(who, small, '500g'); // 7 days late is not yet more than 7
    await overdue(first.orderId, 8);
    await expect(buy(who, small, '500g')).rejects.toMatchObject({ code: 'FORBIDDEN', message: OVERDUE });
    // A paid invoice holds nothing, however late it was; the other invoice is not due yet.
    await adminApi().adminInvoices.markPaid({ id: (await invoiceOf(first.orderId)).id });
    await expect(buy(who, small, '500g')).resolves.toMatchObject({ replayed: false });
    expect((await invoiceOf(second.orderId)).status).toBe('unpaid');
  });

  it('an admin’s release lets exactly one held order through, audited; a failed order does not use it up', async () => {
    const who = await trader('100');
    const first = await buy(who, small, '500g');
    await overdue(first.orderId, 8);
    await expect(buy(who, small, '500g')).rejects.toMatchObject({ message: OVERDUE });

    const release = await adminApi().credit.releaseHold({ userId: who.id, reason: 'Cheque in the post' });
    await expect(adminApi().credit.releaseHold({ userId: who.id, reason: 'Twice' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A release is already waiting for this account’s next order.',
    });
    expect(await adminApi().credit.account({ userId: who.id })).toMatchObject({
      heldByOverdue: true,
      waitingRelease: { id: release?.id, reason: 'Cheque in the post' },
    });

    // An order whose transaction fails after the check gives the release back.
    await expect(
      db().transaction(async (tx) => {
        expect(await mayOrderOnAccount(tx, { userId: who.id, orderTotalPence: 6_000, today: shopToday() })).toEqual({
          allowed: true,
          releaseUsed: true,
        });
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    const waiting = await db()
      .select()
      .from(creditHoldReleases)
      .where(and(eq(creditHoldReleases.userId, who.id), isNull(creditHoldReleases.usedAt)));
    expect(waiting).toHaveLength(1);

    // Over the limit and overdue at once: one release covers the one order.
    const released = await buy(who, small, '500g');
    expect(await balanceOf(who.id)).toBe(12_000);
    expect((await adminApi().credit.account({ userId: who.id })).waitingRelease).toBeNull();
    await expect(buy(who, small, '500g')).rejects.toMatchObject({ message: OVERDUE });
    expect(released.replayed).toBe(false);

    const audits = await db().select().from(auditLog).where(eq(auditLog.targetId, who.id));
    expect(audits.map((a) => a.action)).toContain('account.release_credit_hold');
  });

  it('an admin can withdraw a release no order has used', async () => {
    const who = await trader('0');
    await adminApi().credit.releaseHold({ userId: who.id, reason: 'By mistake' });
    await adminApi().credit.withdrawRelease({ userId: who.id });
    await expect(buy(who, small, '500g')).rejects.toMatchObject({
      message:
        'This order would take your account over its £0.00 credit limit. Please pay your outstanding invoices or contact us.',
    });
    await expect(adminApi().credit.withdrawRelease({ userId: who.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No release is waiting for this account.',
    });
    const audits = await db().select().from(auditLog).where(eq(auditLog.targetId, who.id));
    expect(audits.map((a) => a.action)).toContain('account.withdraw_credit_release');
  });
});
