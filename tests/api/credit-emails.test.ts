import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLedgerEntries, emailOutbox, invoices } from '../../server/db/schema/index';
import { sendOverdueReminders } from '../../server/modules/credit/overdue-reminders';
import { sendMonthlyStatements } from '../../server/modules/credit/statement-emails';
import { postLedgerEntry } from '../../server/modules/ledger/service';
import { addDays } from '../../shared/dates';
import { shopToday } from '../../shared/promotions';
import { monthBounds, monthLabel, monthOf, previousMonth } from '../../shared/statement';
import { placeOrderAs } from '../support/admin';
import { type MadeUser, makeProduct, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let admin: MadeUser;
let productId: string;
const db = () => shop.database.db;

/** Noon in London on a day: what the job's clock reads when it runs that day. */
const on = (day: string) => new Date(`${day}T12:00:00Z`);

const thisMonth = monthOf(shopToday());
/** The 1st of next month: when this month's statements go out. */
const firstOfNextMonth = addDays(monthBounds(thisMonth).lastDay, 1);

async function emailsTo(who: MadeUser, subjectLike: string) {
  return db()
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, who.email), like(emailOutbox.subject, subjectLike)))
    .orderBy(asc(emailOutbox.createdAt));
}

async function orderOnAccount(who: MadeUser) {
  const placed = await placeOrderAs(shop, who, [{ productId, weight: '500g', quantity: 1 }], { paymentMethod: 'on_account' });
  const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, placed.orderId));
  if (!invoice?.dueDate) throw new Error('an order on account has a due date');
  return { ...invoice, dueDate: invoice.dueDate };
}

beforeAll(async () => {
  shop = await createTestShop();
  admin = await makeUser(db(), { role: 'admin' });
  // £60.00 a bag to a tier 1 account, delivered free.
  productId = (await makeProduct(db(), { name: 'Sixty', variants: { '500g': { tier1: 5_000, stock: 100 } } })).id;
});
afterAll(() => shop.close());

describe('monthly statement emails', () => {
  it('go once per account and month however often the run repeats, to accounts with activity or a balance only', async () => {
    const active = await makeUser(db(), { role: 'wholesaler', fullName: 'Ada Active' });
    await orderOnAccount(active);
    // Owes from before this month and did nothing in it: still gets a statement.
    const quiet = await makeUser(db(), { role: 'wholesaler' });
    await postLedgerEntry(db(), { userId: quiet.id, kind: 'adjustment', amountPence: 2_500, reason: 'Opening balance' });
    await db()
      .update(accountLedgerEntries)
      .set({ createdAt: on(`${previousMonth(`${thisMonth}-01`)}-10`) })
      .where(eq(accountLedgerEntries.userId, quiet.id));
    // Settled before this month and nothing since: no statement.
    const settled = await makeUser(db(), { role: 'wholesaler' });
    await postLedgerEntry(db(), { userId: settled.id, kind: 'adjustment', amountPence: 1_000, reason: 'Charge' });
    await postLedgerEntry(db(), { userId: settled.id, kind: 'payment', amountPence: -1_000, reason: 'Paid' });
    await db()
      .update(accountLedgerEntries)
      .set({ createdAt: on(`${previousMonth(`${thisMonth}-01`)}-10`) })
      .where(eq(accountLedgerEntries.userId, settled.id));
    const idle = await makeUser(db(), { role: 'wholesaler' });

    // Before the month is over there is nothing to send; on the 1st it goes; a second run sends nothing.
    expect((await sendMonthlyStatements(shop.deps, on(`${thisMonth}-20`))).sent).toBe(0);
    const first = await sendMonthlyStatements(shop.deps, on(firstOfNextMonth));
    expect(first.month).toBe(thisMonth);
    await sendMonthlyStatements(shop.deps, on(firstOfNextMonth));
    await sendMonthlyStatements(shop.deps, on(addDays(firstOfNextMonth, 2)));

    const subject = `Your Royal Biltong statement for ${monthLabel(thisMonth)}`;
    const [mail, ...more] = await emailsTo(active, subject);
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain('Hello Ada Active,');
    expect(mail?.text).toContain('Opening balance: £0.00. Closing balance: £60.00.');
    expect(mail?.text).toContain(`${shop.config.baseUrl}/account/statements?month=${thisMonth}`);
    expect(await emailsTo(quiet, subject)).toHaveLength(1);
    expect(await emailsTo(settled, 'Your Royal Biltong statement%')).toHaveLength(0);
    expect(await emailsTo(idle, 'Your Royal Biltong statement%')).toHaveLength(0);
  });

  it('a run after the first week of the month sends nothing (the statement waits in the portal)', async () => {
    const late = await makeUser(db(), { role: 'wholesaler' });
    await orderOnAccount(late);
    expect(await sendMonthlyStatements(shop.deps, on(addDays(firstOfNextMonth, 8)))).toEqual({ month: null, sent: 0 });
    expect(await emailsTo(late, 'Your Royal Biltong statement%')).toHaveLength(0);
  });
});

describe('overdue reminders', () => {
  it('go 1, 7 and 30 days after the due date, each once, however often the job runs', async () => {
    const buyer = await makeUser(db(), { role: 'wholesaler', fullName: 'Owen Owes' });
    const invoice = await orderOnAccount(buyer);
    const ref = `RB-${String(invoice.number).padStart(6, '0')}`;
    const reminders = () => emailsTo(buyer, `%${ref}%`);

    for (const day of [-1, 0]) await sendOverdueReminders(shop.deps, on(addDays(invoice.dueDate, day)));
    expect(await reminders()).toHaveLength(0);

    const seen: number[] = [];
    for (const day of [1, 1, 2, 6, 7, 7, 8, 29, 30, 30, 31, 60]) {
      await sendOverdueReminders(shop.deps, on(addDays(invoice.dueDate, day)));
      seen.push((await reminders()).length);
    }
    expect(seen).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    expect((await reminders()).map((r) => r.subject)).toEqual([
      expect.stringMatching(new RegExp(`^Reminder: invoice ${ref} was due on \\d+ \\w+ \\d{4}$`)),
      `Invoice ${ref} is 7 days overdue`,
      `Final reminder: invoice ${ref} is 30 days overdue`,
    ]);
    const [first] = await emailsTo(buyer, 'Reminder: invoice%');
    expect(first?.text).toContain('Amount due: £60.00.');
  });

  it('stop once the invoice is paid', async () => {
    const buyer = await makeUser(db(), { role: 'wholesaler' });
    const invoice = await orderOnAccount(buyer);
    const ref = `RB-${String(invoice.number).padStart(6, '0')}`;
    await sendOverdueReminders(shop.deps, on(addDays(invoice.dueDate, 1)));
    expect(await emailsTo(buyer, `%${ref}%`)).toHaveLength(1);
    await shop.callerFor(admin).adminInvoices.markPaid({ id: invoice.id });
    for (const day of [7, 8, 30, 45]) await sendOverdueReminders(shop.deps, on(addDays(invoice.dueDate, day)));
    expect(await emailsTo(buyer, `%${ref}%`)).toHaveLength(1);
  });

  it('a job that missed days sends only the latest stage reached, once', async () => {
    const buyer = await makeUser(db(), { role: 'wholesaler' });
    const invoice = await orderOnAccount(buyer);
    const ref = `RB-${String(invoice.number).padStart(6, '0')}`;
    await sendOverdueReminders(shop.deps, on(addDays(invoice.dueDate, 12)));
    await sendOverdueReminders(shop.deps, on(addDays(invoice.dueDate, 13)));
    expect((await emailsTo(buyer, `%${ref}%`)).map((r) => r.subject)).toEqual([`Invoice ${ref} is 7 days overdue`]);
  });
});
