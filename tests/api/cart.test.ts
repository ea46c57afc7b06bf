import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client';
import { carts, products, productVariants, profiles, shopSettings } from '../../server/db/schema/index';
import { readSettings, settingSql, updateShopSettings } from '../../server/modules/settings/service';
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

describe('cart writes, each one statement', () => {
  const db = () => shop.database.db;
  const messageOf = (call: Promise<unknown>) =>
    call.then(
      () => 'accepted',
      (error: Error & { code?: string }) => `${error.code}: ${error.message}`,
    );

  it('refuses a line that cannot be bought with the reason, and makes no cart for it', async () => {
    const hidden = await makeProduct(db(), { name: 'Hidden', showInShop: false });
    const archived = await makeProduct(db(), { name: 'Archived', archivedAt: new Date() });
    const unpriced = await makeProduct(db(), { name: 'Unpriced', variants: { '500g': { priceNetPence: null } } });
    const me = await makeUser(db());
    const cart = shop.callerFor(me).cart;
    expect(await messageOf(cart.add(key(hidden.id)))).toBe('NOT_FOUND: This product is no longer available');
    expect(await messageOf(cart.add(key(archived.id)))).toBe('NOT_FOUND: This product is no longer available');
    expect(await messageOf(cart.add(key(unpriced.id)))).toBe('BAD_REQUEST: Price not available');
    expect(await messageOf(cart.add(key(chilli.id, '2kg')))).toBe('BAD_REQUEST: Chilli 2kg is sold out.');
    expect(await db().select().from(carts).where(eq(carts.userId, me.id))).toEqual([]);
    // Setting a quantity gives the same reasons before 'not in your cart'.
    expect(await messageOf(cart.setQuantity({ ...key(hidden.id), quantity: 2 }))).toBe(
      'NOT_FOUND: This product is no longer available',
    );
    expect(await messageOf(cart.setQuantity({ ...key(unpriced.id), quantity: 2 }))).toBe('BAD_REQUEST: Price not available');
    expect(await messageOf(cart.setQuantity({ ...key(garlic.id), quantity: 2 }))).toBe(
      'NOT_FOUND: That item is not in your cart.',
    );
    // Removing a line, or setting 0, with no cart at all is a quiet no-op.
    expect((await cart.remove(key(garlic.id))).cart.lines).toEqual([]);
    expect(await cart.setQuantity({ ...key(garlic.id), quantity: 0 })).toMatchObject({ quantity: 0, notice: null });
  });

  it('adding holds the line to the stock when the stock fell below it, and leaves other carts alone', async () => {
    const jerky = await makeProduct(db(), { name: 'Jerky', variants: { '500g': { stock: 10 } } });
    const me = await makeUser(db());
    const other = await makeUser(db());
    await shop.callerFor(other).cart.add(key(jerky.id));
    const cart = shop.callerFor(me).cart;
    await cart.add(key(jerky.id));
    expect(await cart.setQuantity({ ...key(jerky.id), quantity: 6 })).toMatchObject({ quantity: 6, notice: null });
    await db()
      .update(productVariants)
      .set({ stock: 4 })
      .where(and(eq(productVariants.productId, jerky.id), eq(productVariants.weight, '500g')));
    expect(await cart.add(key(jerky.id))).toMatchObject({
      quantity: 4,
      notice: 'Only 4 of Jerky 500g in stock, so your cart has 4.',
    });
    expect(await cart.add({ ...key(jerky.id), moisture: 'dry' })).toMatchObject({ quantity: 1, notice: null });
    expect((await cart.get()).lines.map((l) => [l.moisture, l.quantity])).toEqual([
      ['wet', 4],
      ['dry', 1],
    ]);
    expect((await shop.callerFor(other).cart.get()).lines.map((l) => l.quantity)).toEqual([1]);
  });

  it('reads the quantity per line in SQL as the settings page does: stored when it fits, the default otherwise', async () => {
    const inSql = async () =>
      rowsOf<{ limit: number }>(await db().execute(sql`select ${settingSql('maxRetailLineQuantity')} as "limit"`))[0]?.limit;
    // (No JSON strings: the settings page stores numbers only, and Drizzle reads a stored "12" back as 12.)
    const stored: unknown[] = [5, 1, 99, 0, 100, 7.5, true, { n: 3 }, [4], -4];
    try {
      expect(await inSql()).toBe(20);
      for (const value of stored) {
        await db()
          .insert(shopSettings)
          .values({ key: 'maxRetailLineQuantity', value })
          .onConflictDoUpdate({ target: shopSettings.key, set: { value } });
        const expected = (await readSettings(db(), ['maxRetailLineQuantity'])).maxRetailLineQuantity;
        expect([value, await inSql()]).toEqual([value, expected]);
      }
    } finally {
      await db().delete(shopSettings).where(eq(shopSettings.key, 'maxRetailLineQuantity'));
    }
  });
});

describe("the shopper's trade standing, read by the cart's own statements", () => {
  const db = () => shop.database.db;
  const setStanding = (userId: string, status: 'approved' | 'pending') =>
    db().update(profiles).set({ status }).where(eq(profiles.userId, userId));

  it('prices an approved trade account at its tier and holds it to the trade limit, and a change applies at once', async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const trade = await makeUser(db(), { role: 'wholesaler', priceTier: 2 });
    const retail = await makeUser(db());
    const biltong = await makeProduct(db(), { name: 'Biltong', variants: { '500g': { stock: 50, tier2: 750 } } });
    await updateShopSettings(db(), admin.id, { maxRetailLineQuantity: 2, maxTradeLineQuantity: 3 });
    try {
      const tradeCart = shop.callerFor(trade).cart;
      const retailCart = shop.callerFor(retail).cart;
      for (let i = 0; i < 4; i++) {
        await tradeCart.add(key(biltong.id));
        await retailCart.add(key(biltong.id));
      }
      const tradeView = await tradeCart.get();
      expect(tradeView.lines.map((l) => [l.quantity, l.unitNetPence])).toEqual([[3, 750]]);
      expect((await retailCart.get()).lines.map((l) => [l.quantity, l.unitNetPence])).toEqual([[2, 1000]]);
      expect(await tradeCart.setQuantity({ ...key(biltong.id), quantity: 9 })).toMatchObject({ quantity: 3 });

      // The context was made when the account was approved; the cart still reads the standing as it is now.
      await setStanding(trade.id, 'pending');
      const nowRetail = await tradeCart.setQuantity({ ...key(biltong.id), quantity: 9 });
      expect(nowRetail.quantity).toBe(2);
      expect(nowRetail.cart.lines.map((l) => [l.quantity, l.unitNetPence])).toEqual([[2, 1000]]);
      await setStanding(trade.id, 'approved');
      expect((await tradeCart.get()).lines.map((l) => l.unitNetPence)).toEqual([750]);
    } finally {
      await db()
        .delete(shopSettings)
        .where(inArray(shopSettings.key, ['maxRetailLineQuantity', 'maxTradeLineQuantity']));
    }
  });
});
