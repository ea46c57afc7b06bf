import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionReader } from '../../server/auth/session-reader';
import { carts } from '../../server/db/schema/index';
import { updateShopSettings } from '../../server/modules/settings/service';
import { makeProduct, makeUser } from '../support/factories';
import { type HttpClient, httpClient, trpcMutation, trpcQuery } from '../support/http';
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

async function signedIn(): Promise<HttpClient> {
  const me = await makeUser(db());
  const browser = httpClient(baseUrl);
  expect((await browser.post('/api/auth/sign-in/email', { email: me.email, password: me.password })).status).toBe(200);
  return browser;
}

/** The statements one request ran, from its start to its answer (its session read included). */
async function requestStatements(call: () => Promise<{ status: number; body: unknown }>): Promise<string[]> {
  let status = 0;
  const ran = await statementsOf(async () => {
    const answer = await call();
    status = answer.status;
  });
  expect(status).toBe(200);
  return ran;
}

describe('SQL statements per cart request', () => {
  it('a cart write is three statements: its session read, one write and one read of the priced cart', async () => {
    const product = await makeProduct(db(), { variants: { '500g': { stock: 2 } } });
    const browser = await signedIn();
    // The session read alone, as every signed-in request does it: the session with its user and profile in one
    // statement.
    const read = createSessionReader({ auth: shop.auth, db: db(), config: shop.config });
    const session = await statementsOf(async () => expect(await read(new Headers({ cookie: browser.cookie }))).not.toBeNull());
    expect(session.length).toBe(1);

    const key = { productId: product.id, weight: '500g', moisture: 'wet' };
    const viewed = await requestStatements(() => trpcQuery(browser, 'cart.get'));
    expect(viewed.length).toBe(session.length + 1);
    const cartView = viewed.at(-1);

    const writes = [
      ['cart.add', key], // the first line, and the cart row with it
      ['cart.add', key], // raised to 2
      ['cart.add', key], // held at the stock, with a notice
      ['cart.setQuantity', { ...key, quantity: 1 }],
      ['cart.setQuantity', { ...key, quantity: 0 }],
      ['cart.add', key],
      ['cart.remove', key],
    ] as const;
    for (const [procedure, input] of writes) {
      const ran = await requestStatements(() => trpcMutation(browser, procedure, input));
      // Three statements: the session, the write (which reads the shopper's trade standing itself), the priced cart.
      expect({ procedure, count: ran.length }).toEqual({ procedure, count: 3 });
      expect(ran.slice(0, session.length)).toEqual(session);
      expect(ran.at(-1)).toBe(cartView);
    }
  });
});

describe('parallel adds of one line', () => {
  async function tenAddsAtOnce() {
    const me = await makeUser(db());
    const product = await makeProduct(db(), { variants: { '500g': { stock: 50 } } });
    const key = { productId: product.id, weight: '500g' as const, moisture: 'wet' as const };
    const cart = shop.callerFor(me).cart;
    const answers = await Promise.all(Array.from({ length: 10 }, () => cart.add(key)));
    const carts_ = await db().select().from(carts).where(eq(carts.userId, me.id));
    return { answers, view: await cart.get(), cartRows: carts_.length };
  }

  it('each count once, from a shopper with no cart yet (ten adds make ten)', async () => {
    const { answers, view, cartRows } = await tenAddsAtOnce();
    expect(answers.map((a) => a.quantity).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(answers.every((a) => a.notice === null)).toBe(true);
    expect(view.lines.map((l) => l.quantity)).toEqual([10]);
    expect(cartRows).toBe(1);
  });

  it('stop at the quantity per line when it is lower', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    await updateShopSettings(db(), admin.id, { maxRetailLineQuantity: 4 });
    try {
      const { answers, view, cartRows } = await tenAddsAtOnce();
      expect(answers.map((a) => a.quantity).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 4, 4, 4, 4, 4, 4]);
      expect(view.lines.map((l) => l.quantity)).toEqual([4]);
      expect(cartRows).toBe(1);
    } finally {
      await updateShopSettings(db(), admin.id, { maxRetailLineQuantity: 20 });
    }
  });
});
