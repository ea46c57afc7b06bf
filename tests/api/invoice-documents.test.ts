import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NET_PRICES } from '../../server/db/demo-data';
import { emailOutbox, invoices, orders } from '../../server/db/schema/index';
import { placeOrderAs } from '../support/admin';
import { type MadeUser, makeProduct, makePromotion, makeUser } from '../support/factories';
import { type HttpClient, httpClient } from '../support/http';
import { amountAfter, amountsAfter, pdfText } from '../support/pdf-text';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let baseUrl: string;
let admin: MadeUser;
let original: { id: string };
beforeAll(async () => {
  shop = await createTestShop();
  baseUrl = await shop.listen();
  // The demo catalogue's prices: a 250g bag is £8.32 net, £9.98 with VAT.
  original = await makeProduct(shop.database.db, {
    name: 'Original',
    variants: { '250g': { priceNetPence: DEMO_NET_PRICES['250g'], stock: 500 } },
  });
  admin = await makeUser(shop.database.db, { role: 'admin' });
});
afterAll(() => shop.close());

const db = () => shop.database.db;

async function signedIn(who: MadeUser): Promise<HttpClient> {
  const browser = httpClient(baseUrl);
  const response = await browser.post('/api/auth/sign-in/email', { email: who.email, password: who.password });
  expect(response.status).toBe(200);
  return browser;
}

/** The invoice PDF of an order as its owner downloads it, read back as text. */
async function invoiceText(who: MadeUser, orderId: string) {
  const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, orderId));
  const response = await (await signedIn(who)).get(`/api/invoices/${invoice?.id}/pdf`);
  expect(response.status).toBe(200);
  return pdfText(new Uint8Array(await response.arrayBuffer()));
}

async function orderRow(orderId: string) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error('no order');
  return order;
}

async function confirmationEmail(who: MadeUser, orderNumber: number) {
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, who.email), eq(emailOutbox.subject, `Your Royal Biltong order #${orderNumber}`)));
  if (!mail) throw new Error('no confirmation email');
  return mail.text;
}

describe('the invoice PDF (a UK VAT invoice)', () => {
  it('FULL100 on 2 x 250g: order, invoice PDF and email all say VAT £0.00 and total £0.00', async () => {
    await makePromotion(db(), { code: 'FULL100', discountType: 'percentage', discountValue: 10_000 });
    const me = await makeUser(db(), { fullName: 'Demo Customer' });
    const placed = await placeOrderAs(shop, me, [{ productId: original.id, weight: '250g', quantity: 2 }], {
      promotionCode: 'FULL100',
    });
    const order = await orderRow(placed.orderId);
    expect(order).toMatchObject({ totalPence: 0, vatPence: 0 });

    const text = await invoiceText(me, placed.orderId);
    expect(amountAfter(text, 'Total payable')).toBe(0);
    expect(amountsAfter(text, 'Total')).toEqual([0, 0, 0]); // VAT summary: net, VAT, gross
    expect(amountsAfter(text, '20%')).toEqual([0, 0, 0]);
    expect(amountAfter(text, 'Discount (FULL100)')).toBe(-1996);

    const email = await confirmationEmail(me, placed.number);
    expect(amountAfter(email, 'VAT')).toBe(0);
    expect(amountAfter(email, 'Total')).toBe(0);
  });

  it('carries the seller, buyer, tax point, lines with unit price ex VAT, rate and net, the VAT per rate and the bank details while unpaid', async () => {
    const me = await makeUser(db());
    const placed = await placeOrderAs(shop, me, [{ productId: original.id, weight: '250g', quantity: 3 }], {
      fullName: 'Ada Lovelace',
    });
    const order = await orderRow(placed.orderId);
    const text = await invoiceText(me, placed.orderId);
    const { seller } = shop.config;
    for (const expected of [
      'VAT INVOICE',
      seller.legalName,
      ...seller.address,
      `VAT registration no. ${seller.vatNumber}`,
      `Company no. ${seller.companyNumber}`,
      'Invoice no.',
      'Tax point',
      `#${order.number}`,
      'Ada Lovelace',
      '12 High Street',
      'LS1 4AP',
      'Unit price ex VAT',
      'VAT rate',
      'Net amount',
      'VAT SUMMARY',
    ]) {
      expect(text).toContain(expected);
    }
    // The line: description, quantity, unit price ex VAT, rate and net amount.
    expect(text).toMatch(/Original 250g \(Mooo!\)\s+3\s+£8\.32\s+20%\s+£24\.96/);
    const [summary] = order.vatSummary;
    expect(amountsAfter(text, '20%').slice(-3)).toEqual([summary?.netPence, summary?.vatPence, summary?.grossPence]);
    expect(amountsAfter(text, 'Total')).toEqual([order.totalPence - order.vatPence, order.vatPence, order.totalPence]);
    expect(amountAfter(text, 'Total payable')).toBe(order.totalPence);
    // Unpaid: how to pay, not 'Paid'.
    expect(text).toContain('sort code 04-00-04');
    expect(text).not.toMatch(/\bPaid\b/);
  });

  it("a paid invoice says 'Paid' with the date and method and no longer asks for payment", async () => {
    const me = await makeUser(db());
    const placed = await placeOrderAs(shop, me, [{ productId: original.id, weight: '250g', quantity: 1 }]);
    await shop.callerFor(admin).adminOrders.transition({ id: placed.orderId, to: 'paid' });
    const text = await invoiceText(me, placed.orderId);
    expect(text).toMatch(/Paid\s/);
    expect(text).toMatch(/Paid in full on \d{1,2} \w+ \d{4} by bank transfer/);
    expect(text).not.toContain('sort code');
    expect(text).not.toContain('Please pay');
  });
});
