import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, invoiceCounter, invoices, orders } from '../../server/db/schema/index';
import { silentLogger } from '../../server/logger';
import { createMailer } from '../../server/mail/mailer';
import { issueInvoice } from '../../server/modules/invoice/issue';
import { formatInvoiceNumber } from '../../server/modules/invoice/numbering';
import { makeUser, shipping } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

describe('issueInvoice', () => {
  it('numbers invoices in sequence and writes the reference, formatted as everywhere else, into the instructions and the email', async () => {
    const db = shop.database.db;
    const me = await makeUser(db);
    await db
      .insert(invoiceCounter)
      .values({ id: 1, lastNumber: 999_998 })
      .onConflictDoUpdate({
        target: invoiceCounter.id,
        set: { lastNumber: 999_998 },
      });
    const mailer = createMailer({ db, from: 'shop@example.com', logger: silentLogger });
    const issued = [];
    for (let i = 0; i < 3; i++) {
      const [order] = await db
        .insert(orders)
        .values({
          userId: me.id,
          status: 'awaiting_payment',
          source: 'shop',
          paymentMethod: 'bank_transfer',
          shippingAddress: { ...shipping, address2: null },
          subtotalNetPence: 1000,
          vatPence: 200,
          shippingChargeNetPence: 0,
          totalPence: 1200,
          idempotencyKey: crypto.randomUUID(),
        })
        .returning();
      if (!order) throw new Error('no order');
      issued.push(
        await db.transaction((tx) =>
          issueInvoice(tx, mailer, {
            orderId: order.id,
            userId: me.id,
            subtotalNetPence: 1000,
            vatPence: 200,
            vatSummary: [{ vatRateBps: 2000, netPence: 1000, vatPence: 200, grossPence: 1200 }],
            totalPence: 1200,
            dueDate: '2026-12-31',
            paymentInstructions: (reference) => `Pay with reference ${reference}.`,
            email: (reference) => ({
              to: me.email,
              subject: `Invoice ${reference}`,
              text: `Your invoice ${reference} (${reference}).`,
              html: `<p>${reference}</p>`,
            }),
          }),
        ),
      );
    }
    expect(issued.map((i) => i.number)).toEqual([999_999, 1_000_000, 1_000_001]);
    expect(issued.map((i) => i.reference)).toEqual(issued.map((i) => formatInvoiceNumber(i.number)));
    expect(issued.map((i) => i.reference)).toEqual(['RB-999999', 'RB-1000000', 'RB-1000001']);
    const [stored] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.id, issued[1]?.id as string));
    expect(stored).toMatchObject({
      number: 1_000_000,
      totalPence: 1200,
      dueDate: '2026-12-31',
      paymentInstructions: 'Pay with reference RB-1000000.',
    });
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, me.email));
    expect(mails.map((m) => m.subject).sort()).toEqual(['Invoice RB-1000000', 'Invoice RB-1000001', 'Invoice RB-999999']);
    const last = mails.find((m) => m.subject === 'Invoice RB-1000001');
    expect(last).toMatchObject({ text: 'Your invoice RB-1000001 (RB-1000001).', html: '<p>RB-1000001</p>' });
  });
});
