import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema/index';
import type { Moisture, Weight } from '../../shared/constants';
import { makeProduct, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let chilli: { id: string };
let garlic: { id: string };
beforeAll(async () => {
  shop = await createTestShop();
  chilli = await makeProduct(shop.database.db, { name: 'Chilli', variants: { '2kg': { stock: 0 } } });
  garlic = await makeProduct(shop.database.db, { name: 'Garlic' });
});
afterAll(() => shop.close());

const key = (productId: string, weight: Weight = '500g', moisture: Moisture = 'wet') => ({ productId, weight, moisture });

describe('server cart', () => {
  it('raises quantity for the same line and keeps moisture variants apart', async () => {
    const me = await makeUser(shop.database.db);
    const cart = shop.callerFor(me).cart;
    await cart.add(key(chilli.id));
    await cart.add(key(chilli.id));
    await cart.add({ ...key(chilli.id), moisture: 'normal' });
    const view = await cart.get();
    expect(view.lines.map((l) => [l.moisture, l.quantity])).toEqual([
      ['wet', 2],
      ['normal', 1],
    ]);
    expect(view.count).toBe(3);
    expect(view.subtotalPence).toBe(3 * 1200);
  });

  it('removes exactly one line and removes a line set to quantity 0', async () => {
    const me = await makeUser(shop.database.db);
    const cart = shop.callerFor(me).cart;
    await cart.add(key(chilli.id));
    await cart.add({ ...key(chilli.id), moisture: 'dry' });
    await cart.add(key(garlic.id));
    await cart.remove(key(chilli.id));
    await cart.setQuantity({ ...key(garlic.id), quantity: 0 });
    expect((await cart.get()).lines.map((l) => [l.productName, l.moisture])).toEqual([['Chilli', 'dry']]);
    await cart.clear();
    expect((await cart.get()).lines).toEqual([]);
  });

  it('merges the guest cart on sign-in and re-prices from the database', async () => {
    const me = await makeUser(shop.database.db);
    const cart = shop.callerFor(me).cart;
    await cart.add(key(chilli.id));
    await cart.merge({
      lines: [
        { ...key(chilli.id), quantity: 2 },
        { ...key(garlic.id, '1kg'), quantity: 1 },
      ],
    });
    const view = await cart.get();
    expect(view.lines.map((l) => [l.productName, l.weight, l.quantity, l.unitGrossPence])).toEqual([
      ['Chilli', '500g', 3, 1200],
      ['Garlic', '1kg', 1, 1200],
    ]);
  });

  it('flags lines that went out of stock or were removed from the shop', async () => {
    const me = await makeUser(shop.database.db);
    const hidden = await makeProduct(shop.database.db, { name: 'Retired' });
    await shop.callerFor(me).cart.merge({
      lines: [
        { ...key(chilli.id, '2kg'), quantity: 1 },
        { ...key(hidden.id), quantity: 1 },
      ],
    });
    await shop.database.db.update(products).set({ showInShop: false }).where(eq(products.id, hidden.id));
    const view = await shop.callerFor(me).cart.get();
    expect(view.lines.map((l) => l.problem)).toEqual(['2kg currently out of stock', 'This product is no longer available']);
    expect(view.hasProblems).toBe(true);
  });

  it('answers every write with the whole priced cart, as cart.get would read it straight after', async () => {
    const me = await makeUser(shop.database.db);
    const cart = shop.callerFor(me).cart;
    const added = await cart.add(key(chilli.id));
    expect(added.cart).toEqual(await cart.get());
    expect(added.cart.lines.map((l) => [l.productName, l.quantity])).toEqual([['Chilli', 1]]);
    const raised = await cart.setQuantity({ ...key(chilli.id), quantity: 3 });
    expect(raised.cart).toEqual(await cart.get());
    expect(raised.cart.count).toBe(3);
    const withGarlic = await cart.add(key(garlic.id, '1kg'));
    expect(withGarlic.cart.totalPence).toBe((await cart.get()).totalPence);
    expect(withGarlic.cart.count).toBe(4);
    expect((await cart.remove(key(chilli.id))).cart).toEqual(await cart.get());
    const merged = await cart.merge({ lines: [{ ...key(chilli.id, '250g'), quantity: 2 }] });
    expect(merged.cart).toEqual(await cart.get());
    expect(merged.cart.count).toBe(3);
    const cleared = await cart.clear();
    expect(cleared.cart.lines).toEqual([]);
    expect(cleared.cart.totalPence).toBe(0);
  });

  it('prices a guest cart at retail for anonymous visitors', async () => {
    const view = await shop.callerFor(null).cart.priceGuest({ lines: [{ ...key(garlic.id, '250g'), quantity: 2 }] });
    expect(view.subtotalPence).toBe(2400);
  });

  it('refuses an unknown product and a signed-out caller', async () => {
    const me = await makeUser(shop.database.db);
    await expect(shop.callerFor(me).cart.add(key(crypto.randomUUID()))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(shop.callerFor(null).cart.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
