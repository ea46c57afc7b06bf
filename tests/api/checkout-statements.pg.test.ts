import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionReader } from '../../server/auth/session-reader';
import { makeProduct, makeUser, shipping } from '../support/factories';
import { type HttpClient, httpClient, trpcMutation } from '../support/http';
import { shopWithStatementLog } from '../support/statement-log';
import type { TestShop } from '../support/test-shop';

let shop: TestShop;
let baseUrl: string;
let statementsOf: (work: () => Promise<unknown>) => Promise<string[]>;

beforeAll(async () => {
  ({ shop, baseUrl, statementsOf } = await shopWithStatementLog());
});
afterAll(() => shop.close());

const db = () => shop.database.db;

async function shopperWithThreeLines(products: { id: string }[]): Promise<HttpClient> {
  const me = await makeUser(db());
  const browser = httpClient(baseUrl);
  expect((await browser.post('/api/auth/sign-in/email', { email: me.email, password: me.password })).status).toBe(200);
  for (const product of products) {
    const added = await trpcMutation(browser, 'cart.add', { productId: product.id, weight: '500g', moisture: 'wet' });
    expect(added.status).toBe(200);
  }
  return browser;
}

function placeOrder(browser: HttpClient) {
  return trpcMutation(browser, 'order.place', {
    idempotencyKey: crypto.randomUUID(),
    shipping,
    paymentMethod: 'bank_transfer',
  });
}

describe('SQL statements per order', () => {
  it('a 3-line bank-transfer order is its session read (with the profile), the priced cart and a transaction of five', async () => {
    const products = await Promise.all(
      [1, 2, 3].map((i) => makeProduct(db(), { name: `Line ${i}`, variants: { '500g': { stock: 10 } } })),
    );
    // The first order of the process also makes the site pages (once); the count is of the orders after it.
    expect((await placeOrder(await shopperWithThreeLines(products))).status).toBe(200);

    const browser = await shopperWithThreeLines(products);
    // The session read, as every signed-in request does it: the session, its user and the profile in one statement.
    const read = createSessionReader({ auth: shop.auth, db: db(), config: shop.config });
    const reads: Awaited<ReturnType<typeof read>>[] = [];
    const request = await statementsOf(async () => reads.push(await read(new Headers({ cookie: browser.cookie }))));
    const signedIn = reads[0];
    if (!signedIn) throw new Error('the shopper is not signed in');
    expect(request).toHaveLength(1);
    expect(await statementsOf(() => signedIn.loadProfile())).toEqual([]);

    let status = 0;
    const ran = await statementsOf(async () => {
      status = (await placeOrder(browser)).status;
    });
    expect(status).toBe(200);
    expect(ran.slice(0, request.length)).toEqual(request);
    const order = ran.slice(request.length);
    // Before the transaction: the priced cart.
    expect(order.indexOf('begin')).toBe(1);
    // In it: the customer's placing lock with the placing terms (delivery rates, the shop's limits and the page
    // versions), then the order with its stock, items, event and emptied cart in one statement that also counts the
    // unpaid orders under the lock, and the invoice with its email in one statement.
    expect(order.slice(1)).toHaveLength(5);
    expect(order[2]).toContain('pg_advisory_xact_lock');
    expect(order.at(-1)).toBe('commit');
    expect(order).toHaveLength(6);
  });
});
