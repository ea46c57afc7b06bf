import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orders } from '../../server/db/schema/index';
import { RETURNS_RULE } from '../../shared/consumer-rules';
import { type MadeUser, makeProduct, makeUser, shipping } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

// The order confirmation as the consumer's record of the contract: who sold, what it costs, where and when it
// goes, how to cancel or return it, and the terms as they stood when the order was placed (kept on the order).
const BASE = 'https://shop.example.test';
const SELLER = {
  tradingName: 'Royal Biltong',
  legalName: 'Royal Biltong Trading Ltd',
  address: ['Unit 9', 'Drying House Lane', 'Leeds LS1 4AP', 'United Kingdom'],
  vatNumber: 'GB 987 6543 21',
  companyNumber: '09876543',
  email: 'orders@royalbiltong.test',
  phone: '0113 496 0000',
};

let shop: TestShop;
let product: { id: string };
let admin: MadeUser;
beforeAll(async () => {
  shop = await createTestShop({ baseUrl: BASE, seller: SELLER });
  product = await makeProduct(shop.database.db, { name: 'Chilli', variants: { '500g': { priceNetPence: 1500, stock: 100 } } });
  admin = await makeUser(shop.database.db, { role: 'admin' });
});
afterAll(() => shop.close());

const db = () => shop.database.db;

async function placeOrder() {
  const me = await makeUser(db());
  await shop.callerFor(me).cart.merge({ lines: [{ productId: product.id, weight: '500g', moisture: 'normal', quantity: 2 }] });
  const placed = await shop.callerFor(me).order.place({ idempotencyKey: crypto.randomUUID(), shipping });
  const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, me.email));
  if (!mail) throw new Error('no confirmation email');
  const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
  return { me, placed, mail, order };
}

describe('order confirmation', () => {
  it('names the seller, the lines, the amount due, address, dispatch, cancelling, returns and the terms version', async () => {
    const { mail, order } = await placeOrder();
    expect(order).toMatchObject({ termsVersion: 1, deliveryReturnsVersion: 1 });
    const text = mail.text;
    expect(text).toContain('2 x Chilli 500g (Sweet Spot) — £36.00');
    expect(text).toContain('Delivery (Tracked 48): £3.95');
    expect(text).toContain('Amount due: £39.95');
    expect(text).toContain('Delivery address:\nMary Maker\n12 High Street\nLeeds\nLS1 4AP');
    expect(text).toContain('We dispatch your order within 2 working days of your payment reaching us.');
    expect(text).toContain('To cancel your order before we dispatch it, email orders@royalbiltong.test');
    for (const rule of RETURNS_RULE) expect(text).toContain(rule);
    expect(text).toContain('Opened food cannot be returned, for hygiene reasons.');
    expect(text).toContain(`Terms of Sale (as they stood when you ordered): ${BASE}/terms?version=1`);
    expect(text).toContain(`Delivery & Returns (as they stood when you ordered): ${BASE}/delivery-returns?version=1`);
    expect(text).toContain('Royal Biltong is the trading name of Royal Biltong Trading Ltd');
    expect(text).toContain('company number 09876543');
    expect(text).toContain('Registered office: Unit 9, Drying House Lane, Leeds LS1 4AP, United Kingdom.');
    expect(text).toContain('VAT number GB 987 6543 21.');
    expect(text).toContain('Email orders@royalbiltong.test · Phone 0113 496 0000');

    const html = mail.html ?? '';
    expect(html).toContain('Royal Biltong Trading Ltd');
    expect(html).toContain('company number 09876543');
    expect(html).toContain(`<a href="${BASE}/terms?version=1"`);
    expect(html).toContain(`<a href="${BASE}/delivery-returns?version=1"`);
    expect(html).toContain('Opened food cannot be returned, for hygiene reasons.');
  });

  it('an order placed after the owner changes the terms links the new version; the earlier order keeps its own', async () => {
    const before = await placeOrder();
    await shop.callerFor(admin).site.savePage({ slug: 'terms', version: 1, markdown: '## Terms\n\nNew terms.' });
    const after = await placeOrder();
    expect(after.order).toMatchObject({ termsVersion: 2, deliveryReturnsVersion: 1 });
    expect(after.mail.text).toContain(`${BASE}/terms?version=2`);
    expect(after.mail.text).toContain(`${BASE}/delivery-returns?version=1`);
    // What the customer's account shows reads the versions kept on the order.
    const mine = await shop.callerFor(before.me).order.getMine({ id: before.placed.orderId });
    expect(mine).toMatchObject({ termsVersion: 1, deliveryReturnsVersion: 1, paymentMethod: 'bank_transfer' });
    // The version it links to is still there to read.
    const page = await shop.callerFor(null).site.page({ slug: 'terms', version: 1 });
    expect(page).toMatchObject({ version: 1, currentVersion: 2 });
  });
});
