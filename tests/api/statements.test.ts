import { and, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLedgerEntries, invoices } from '../../server/db/schema/index';
import { shopToday } from '../../shared/promotions';
import { previousMonth } from '../../shared/statement';
import { placeOrderAs } from '../support/admin';
import { type MadeUser, makeProduct, makeUser } from '../support/factories';
import { type HttpClient, httpClient } from '../support/http';
import { amountAfter, amountsAfter, pdfText } from '../support/pdf-text';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let baseUrl: string;
let admin: MadeUser;
let trader: MadeUser;
let sixty: string;
let hundredFifty: string;
/** Invoice references by name, for reading them on the statement. */
const refs: Record<string, string> = {};

const db = () => shop.database.db;

async function signedIn(who: MadeUser): Promise<HttpClient> {
  const browser = httpClient(baseUrl);
  expect((await browser.post('/api/auth/sign-in/email', { email: who.email, password: who.password })).status).toBe(200);
  return browser;
}

/** An order on account of one bag (placed today, dated back once every order is in: an old invoice would hold the next). */
async function invoiceFor(name: string, productId: string) {
  await shop.callerFor(trader).cart.clear();
  const placed = await placeOrderAs(shop, trader, [{ productId, weight: '500g', quantity: 1 }], { paymentMethod: 'on_account' });
  const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, placed.orderId));
  refs[name] = `RB-${String(invoice?.number).padStart(6, '0')}`;
  return { orderId: placed.orderId, invoiceId: invoice?.id as string };
}

/** Moves an invoice and its ledger entry back to `day`, due on `dueDate`. */
async function datedBack(invoice: { orderId: string }, day: string, dueDate: string) {
  await db()
    .update(invoices)
    .set({ dueDate, createdAt: new Date(`${day}T10:00:00Z`) })
    .where(eq(invoices.orderId, invoice.orderId));
  await backDate(invoice.orderId, 'invoice', day);
}

async function backDate(orderId: string, kind: 'invoice' | 'payment' | 'credit_note', day: string) {
  await db()
    .update(accountLedgerEntries)
    .set({ createdAt: new Date(`${day}T10:00:00Z`) })
    .where(and(eq(accountLedgerEntries.orderId, orderId), eq(accountLedgerEntries.kind, kind)));
}

beforeAll(async () => {
  shop = await createTestShop();
  baseUrl = await shop.listen();
  admin = await makeUser(db(), { role: 'admin' });
  trader = await makeUser(db(), { role: 'wholesaler', businessName: 'The Crown & Anchor' });
  // Tier 1: £60.00 and £150.00 a bag with VAT, delivered free.
  sixty = (await makeProduct(db(), { name: 'Sixty', variants: { '500g': { tier1: 5_000, stock: 100 } } })).id;
  hundredFifty = (await makeProduct(db(), { name: 'Big', variants: { '500g': { tier1: 12_500, stock: 100 } } })).id;
  const api = shop.callerFor(admin);

  const [s1, s2, i1, i2] = [
    await invoiceFor('S1', sixty),
    await invoiceFor('S2', hundredFifty),
    await invoiceFor('I1', sixty),
    await invoiceFor('I2', hundredFifty),
  ];
  // Before October: two unpaid invoices, £210.00 brought forward.
  await datedBack(s1, '2026-07-20', '2026-08-19');
  await datedBack(s2, '2026-09-05', '2026-10-05');
  // October: two invoices, a payment (of I1) and a credit note (I1 cancelled after payment, credited to the account).
  await datedBack(i1, '2026-10-03', '2026-11-02');
  await datedBack(i2, '2026-10-15', '2026-11-14');
  await api.adminInvoices.markPaid({ id: i1.invoiceId });
  await backDate(i1.orderId, 'payment', '2026-10-12');
  await api.adminOrders.transition({ id: i1.orderId, to: 'cancelled' });
  await backDate(i1.orderId, 'credit_note', '2026-10-20');
  // November: S2 is paid; nothing of it belongs on October's statement.
  await api.adminInvoices.markPaid({ id: s2.invoiceId });
});
afterAll(() => shop.close());

describe('monthly statements', () => {
  it('October: opening, two invoices, a payment, a credit note and the closing balance agree with the ledger to the penny', async () => {
    const response = await (await signedIn(trader)).get(`/api/accounts/${trader.id}/statements/2026-10/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="statement-2026-10-The-Crown-Anchor.pdf"');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));

    const sumUpTo = async (before: string) => {
      const [row] = await db()
        .select({ total: sql<number>`coalesce(sum(${accountLedgerEntries.amountPence}), 0)`.mapWith(Number) })
        .from(accountLedgerEntries)
        .where(
          and(eq(accountLedgerEntries.userId, trader.id), lte(accountLedgerEntries.createdAt, new Date(`${before}T00:00:00Z`))),
        );
      return row?.total ?? 0;
    };
    const opening = await sumUpTo('2026-10-01');
    const closing = await sumUpTo('2026-11-01');
    expect([opening, closing]).toEqual([21_000, 30_000]);

    expect(amountAfter(text, 'Opening balance on 1 October 2026')).toBe(opening);
    expect(amountsAfter(text, 'Invoices')).toEqual([21_000]);
    expect(amountsAfter(text, 'Payments')).toEqual([-6_000]);
    expect(amountsAfter(text, 'Credit notes')).toEqual([-6_000]);
    expect(amountsAfter(text, 'Cancellations and adjustments')).toEqual([0]);
    expect(amountAfter(text, 'Closing balance on 31 October 2026')).toBe(closing);

    // Every movement with its running balance, in order.
    const line = (needle: string) => {
      const found = text.split('\n').find((l) => l.includes(needle));
      if (!found) throw new Error(`no line with ${needle}`);
      return [...found.matchAll(/£[\d,]+\.\d\d/g)].map((m) => m[0]);
    };
    expect(line('Balance brought forward')).toEqual(['£210.00']);
    expect(line(`Invoice ${refs.I1}`)).toEqual(['£60.00', '£270.00']);
    expect(line(`Payment received for ${refs.I1}`)).toEqual(['£60.00', '£210.00']);
    expect(line(`Invoice ${refs.I2}`)).toEqual(['£150.00', '£360.00']);
    expect(line(`Credit note CN-`)).toEqual(['£60.00', '£300.00']);
    expect(line('Balance carried forward')).toEqual(['£300.00']);
    expect(text).not.toContain(`Payment received for ${refs.S2}`);
    expect(text).toContain('2 Nov 2026'); // I1's due date

    // Aged on 31 October: S1 (73 days late, £60) is cleared by I1's £60 credit, S2 is 26 days late, I2 not yet due.
    expect(amountAfter(text, 'Current (not yet due)')).toBe(15_000);
    expect(amountAfter(text, '1–30 days past due')).toBe(15_000);
    expect(amountAfter(text, '31–60 days past due')).toBe(0);
    expect(amountAfter(text, '61–90 days past due')).toBe(0);
    expect(amountAfter(text, 'Over 90 days past due')).toBe(0);
    expect(amountAfter(text, 'Total owed')).toBe(closing);
    expect(text).toContain('£150.00 of this balance is past due');
  });

  it('September ages the same debts at its own month end', async () => {
    const response = await (await signedIn(admin)).get(`/api/accounts/${trader.id}/statements/2026-09/pdf`);
    expect(response.status).toBe(200);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(amountAfter(text, 'Closing balance on 30 September 2026')).toBe(21_000);
    expect(amountAfter(text, '31–60 days past due')).toBe(6_000); // S1, 42 days
    expect(amountAfter(text, 'Current (not yet due)')).toBe(15_000); // S2 due 5 October
  });

  it('lists the account’s months in the portal, newest first, from its first movement to last month', async () => {
    const months = await shop.callerFor(trader).credit.myStatements();
    expect(months.at(-1)).toMatchObject({ month: '2026-07', label: 'July 2026', openingPence: 0, closingPence: 6_000 });
    expect(months.find((m) => m.month === '2026-10')).toMatchObject({ openingPence: 21_000, closingPence: 30_000 });
    expect(months[0]?.month).toBe(previousMonth(shopToday()));
    const admins = await shop.callerFor(admin).credit.account({ userId: trader.id });
    expect(admins.statements).toEqual(months);
  });

  it('serves a statement to its account and admins only, and only for finished months', async () => {
    const other = await makeUser(db(), { role: 'wholesaler' });
    expect((await (await signedIn(other)).get(`/api/accounts/${trader.id}/statements/2026-10/pdf`)).status).toBe(404);
    expect((await httpClient(baseUrl).get(`/api/accounts/${trader.id}/statements/2026-10/pdf`)).status).toBe(401);
    const mine = await signedIn(trader);
    for (const month of ['2026-06', '2999-01', '2026-13', '2026-1', 'latest', '2026-10%00']) {
      const response = await mine.get(`/api/accounts/${trader.id}/statements/${month}/pdf`);
      expect([month, response.status]).toEqual([month, 404]);
    }
    expect((await (await signedIn(admin)).get(`/api/accounts/%00/statements/2026-10/pdf`)).status).toBe(404);
  });
});
