import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, invoices, statementSends } from '../../server/db/schema/index';
import { sendOverdueReminders } from '../../server/modules/credit/overdue-reminders';
import { sendMonthlyStatements } from '../../server/modules/credit/statement-emails';
import { addDays } from '../../shared/dates';
import { shopToday } from '../../shared/promotions';
import { monthBounds, monthOf } from '../../shared/statement';
import { placeOrderAs } from '../support/admin';
import { type MadeUser, makeProduct, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

// PostgreSQL only: the same run on several instances at once, in parallel transactions.
let shop: TestShop;
let productId: string;
beforeAll(async () => {
  shop = await createTestShop();
  productId = (await makeProduct(db(), { name: 'Sixty', variants: { '500g': { tier1: 5_000, stock: 500 } } })).id;
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const on = (day: string) => new Date(`${day}T12:00:00Z`);

async function tradersWithAnOrder(count: number): Promise<MadeUser[]> {
  const traders = await Promise.all(Array.from({ length: count }, () => makeUser(db(), { role: 'wholesaler' })));
  for (const t of traders) {
    await placeOrderAs(shop, t, [{ productId, weight: '500g', quantity: 1 }], { paymentMethod: 'on_account' });
  }
  return traders;
}

const mailsTo = (traders: MadeUser[], subjectLike: string) =>
  db()
    .select({ to: emailOutbox.to })
    .from(emailOutbox)
    .where(
      and(
        inArray(
          emailOutbox.to,
          traders.map((t) => t.email),
        ),
        like(emailOutbox.subject, subjectLike),
      ),
    );

describe('credit emails across instances (PostgreSQL)', () => {
  it('four instances running the monthly statements at once send each of 6 accounts one statement', async () => {
    const traders = await tradersWithAnOrder(6);
    const firstOfNextMonth = addDays(monthBounds(monthOf(shopToday())).lastDay, 1);
    const runs = await Promise.all(Array.from({ length: 4 }, () => sendMonthlyStatements(shop.deps, on(firstOfNextMonth))));
    // Each account counted by the one run that sent it.
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(6);
    const sent = await mailsTo(traders, 'Your Royal Biltong statement%');
    expect(sent.map((m) => m.to).toSorted()).toEqual(traders.map((t) => t.email).toSorted());
    const keys = await db()
      .select()
      .from(statementSends)
      .where(
        inArray(
          statementSends.userId,
          traders.map((t) => t.id),
        ),
      );
    expect(keys).toHaveLength(6);
  });

  it('four instances sending overdue reminders at once send each invoice one reminder of its stage', async () => {
    const traders = await tradersWithAnOrder(5);
    const [invoice] = await db()
      .select({ dueDate: invoices.dueDate })
      .from(invoices)
      .where(eq(invoices.userId, traders[0]?.id ?? ''));
    const dueDate = invoice?.dueDate ?? '';
    await Promise.all(Array.from({ length: 4 }, () => sendOverdueReminders(shop.deps, on(addDays(dueDate, 1)))));
    const sent = await mailsTo(traders, 'Reminder: invoice%');
    expect(sent.map((m) => m.to).toSorted()).toEqual(traders.map((t) => t.email).toSorted());
  });
});
