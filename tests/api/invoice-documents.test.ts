import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NET_PRICES } from '../../server/db/demo-data';
import { emailOutbox, invoices, orderItems, orders } from '../../server/db/schema/index';
import { formatGBP } from '../../shared/money';
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
  // The demo catalogue's prices: a 250g bag is £9.99 net, £11.99 with VAT.
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
    // The goods' £23.98 and the £3.95 delivery, which is printed at its price.
    expect(amountAfter(text, 'Discount (FULL100)')).toBe(-2398 - 395);
    expect(amountAfter(text, 'Delivery (Tracked 48)')).toBe(395);

    const email = await confirmationEmail(me, placed.number);
    expect(amountAfter(email, 'Includes VAT')).toBe(0);
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
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    const money = (pence: number) => formatGBP(pence).replace('.', '\\.');
    expect(text).toMatch(new RegExp(`Original 250g \\(Mooo!\\)\\s+3\\s+£9\\.99\\s+20%\\s+${money(item?.lineNetPence ?? -1)}\n`));
    // Delivery is a line too, taxed like the goods, so the net amounts add up to the VAT summary's net.
    const deliveryNet = order.shippingPence - order.shippingVatPence;
    expect(order.shippingPence).toBeGreaterThan(0);
    expect(text).toMatch(
      new RegExp(`Delivery \\(${order.deliveryService}\\)\\s+1\\s+${money(deliveryNet)}\\s+20%\\s+${money(deliveryNet)}\n`),
    );
    expect((item?.lineNetPence ?? 0) + deliveryNet).toBe(order.totalPence - order.vatPence);
    expect(amountAfter(text, `Delivery (${order.deliveryService})`)).toBe(order.shippingPence);
    const [summary] = order.vatSummary;
    expect(amountsAfter(text, '20%').slice(-3)).toEqual([summary?.netPence, summary?.vatPence, summary?.grossPence]);
    expect(amountsAfter(text, 'Total')).toEqual([order.totalPence - order.vatPence, order.vatPence, order.totalPence]);
    expect(amountAfter(text, 'Total payable')).toBe(order.totalPence);
    // Unpaid: how to pay, not 'Paid'.
    expect(text).toContain('sort code 04-00-04');
    expect(text).not.toMatch(/\bPaid\b/);
  });

  it('the PDF, the order row, the email, the account lists and the admin tables show the same figures', async () => {
    await makePromotion(db(), { code: 'SAME10', discountValue: 1000 });
    const me = await makeUser(db());
    const placed = await placeOrderAs(shop, me, [{ productId: original.id, weight: '250g', quantity: 3 }], {
      promotionCode: 'SAME10',
    });
    const order = await orderRow(placed.orderId);
    expect(order.discountPence).toBeGreaterThan(0);
    expect(order.shippingPence).toBeGreaterThan(0);
    // The code took its 10% off the delivery too: printed at its list price, with that part in the discount.
    expect(order.shippingDiscountPence).toBeGreaterThan(0);
    const text = await invoiceText(me, placed.orderId);
    const email = await confirmationEmail(me, placed.number);
    const subtotal = order.totalPence + order.discountPence - order.shippingPence;
    const delivery = `Delivery (${order.deliveryService})`;
    const figures = (source: string, total: string, vat: string) => ({
      subtotal: amountAfter(source, 'Subtotal (incl. VAT)'),
      discount: amountAfter(source, 'Discount (SAME10)'),
      delivery: amountAfter(source, delivery),
      total: amountAfter(source, total),
      vat: vat === 'summary' ? amountsAfter(source, 'Total')[1] : amountAfter(source, vat),
    });
    const expected = {
      subtotal,
      discount: -(order.discountPence + order.shippingDiscountPence),
      delivery: order.shippingPence + order.shippingDiscountPence,
      total: order.totalPence,
      vat: order.vatPence,
    };
    expect(figures(text, 'Total payable', 'summary')).toEqual(expected);
    expect(figures(email, 'Total', 'Includes VAT')).toEqual(expected);
    // Per VAT rate, as stored with the order.
    for (const rate of order.vatSummary) {
      expect(amountsAfter(text, `${(rate.vatRateBps ?? 0) / 100}%`).slice(-3)).toEqual([
        rate.netPence,
        rate.vatPence,
        rate.grossPence,
      ]);
    }
    // The account's Orders and Invoices tabs and the admin tables list the same total.
    const asMe = shop.callerFor(me);
    expect((await asMe.order.listMine()).find((o) => o.id === placed.orderId)?.totalPence).toBe(order.totalPence);
    expect((await asMe.order.getMine({ id: placed.orderId })).vatPence).toBe(order.vatPence);
    const [invoice] = await asMe.invoice.listMine();
    expect(invoice?.totalPence).toBe(order.totalPence);
    expect(text).toContain(invoice?.reference as string);
    const asAdmin = shop.callerFor(admin);
    const adminInvoice = (await asAdmin.adminInvoices.list({ filters: { search: String(placed.number) } })).rows.find(
      (r) => r.orderId === placed.orderId,
    );
    expect(adminInvoice?.totalPence).toBe(order.totalPence);
    const adminOrder = (await asAdmin.adminOrders.list({ filters: { search: String(placed.number) } })).rows.find(
      (r) => r.id === placed.orderId,
    );
    expect(adminOrder?.totalPence).toBe(order.totalPence);
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
