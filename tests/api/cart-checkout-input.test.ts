import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, profiles, subscriptions } from '../../server/db/schema/index';
import { makeProduct, makeUser, shipping } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let biltong: { id: string };
beforeAll(async () => {
  shop = await createTestShop();
  biltong = await makeProduct(shop.database.db, {
    name: 'Chilli',
    variants: { '250g': { stock: 0 }, '500g': { stock: 2 }, '1kg': { stock: 40 } },
  });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const line = (weight: '250g' | '500g' | '1kg') => ({ productId: biltong.id, weight, moisture: 'wet' as const });

async function messageOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'accepted';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the cart holds to the stock', () => {
  it('refuses a sold-out size with a clear message and adds nothing', async () => {
    const cart = shop.callerFor(await makeUser(db())).cart;
    expect(await messageOf(cart.add(line('250g')))).toBe('Chilli 250g is sold out.');
    expect((await cart.get()).lines).toEqual([]);
  });

  it('clamps a quantity beyond the stock to the stock and says so (setQuantity and add)', async () => {
    const cart = shop.callerFor(await makeUser(db())).cart;
    expect(await cart.add(line('500g'))).toMatchObject({ quantity: 1, notice: null });
    expect(await cart.setQuantity({ ...line('500g'), quantity: 7 })).toMatchObject({
      quantity: 2,
      notice: 'Only 2 of Chilli 500g in stock, so your cart has 2.',
    });
    expect((await cart.get()).lines.map((l) => [l.weight, l.quantity, l.problem])).toEqual([['500g', 2, null]]);
    // Adding one more at the stock keeps 2, with the notice.
    expect(await cart.add(line('500g'))).toMatchObject({
      quantity: 2,
      notice: 'Only 2 of Chilli 500g in stock, so your cart has 2.',
    });
    expect(await cart.setQuantity({ ...line('1kg'), quantity: 3 }).catch((e: Error) => e.message)).toBe(
      'That item is not in your cart.',
    );
    expect(await messageOf(cart.setQuantity({ ...line('250g'), quantity: 1 }))).toBe('Chilli 250g is sold out.');
  });

  it('holds a guest cart (cart.priceGuest) and a merged guest cart to the stock, with notices', async () => {
    const guest = await shop.callerFor(null).cart.priceGuest({
      lines: [
        { ...line('500g'), quantity: 7 },
        { ...line('1kg'), quantity: 3 },
        { ...line('250g'), quantity: 1 },
      ],
    });
    expect(guest.lines.map((l) => [l.weight, l.quantity, l.problem])).toEqual([
      ['500g', 2, null],
      ['1kg', 3, null],
      ['250g', 1, '250g currently out of stock'],
    ]);
    expect(guest.notices).toEqual(['Only 2 of Chilli 500g in stock, so your cart has 2.']);
    expect(guest.subtotalPence).toBe(5 * 1200);

    const me = shop.callerFor(await makeUser(db()));
    expect(await me.cart.merge({ lines: [{ ...line('500g'), quantity: 7 }] })).toMatchObject({
      notices: ['Only 2 of Chilli 500g in stock, so your cart has 2.'],
    });
    expect((await me.cart.get()).lines.map((l) => l.quantity)).toEqual([2]);
  });
});

describe('checkout and subscription addresses', () => {
  async function place(overrides: Partial<typeof shipping>) {
    const me = await makeUser(db());
    const caller = shop.callerFor(me);
    await caller.cart.add(line('1kg'));
    return caller.order.place({ idempotencyKey: crypto.randomUUID(), shipping: { ...shipping, ...overrides } });
  }

  it('refuses short fields and non-UK postcodes with the shop’s messages', async () => {
    expect(await messageOf(place({ postcode: 'X' }))).toContain('Please enter a valid postcode.');
    expect(await messageOf(place({ postcode: '12345' }))).toContain('Please enter a valid postcode.');
    expect(await messageOf(place({ fullName: 'M' }))).toContain('Full name must be at least 2 characters.');
    expect(await messageOf(place({ address1: '1 A' }))).toContain('Please enter a valid address.');
    expect(await messageOf(place({ city: 'L' }))).toContain('Please enter a city.');
    expect(await messageOf(place({ postcode: '' }))).toContain('Please fill in all shipping information');
    expect(await db().select().from(orders)).toEqual([]);
  });

  it('stores a postcode normalised: upper case, one space before the inward code', async () => {
    const placed = await place({ postcode: 'sw1a1aa' });
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order?.shippingAddress.postcode).toBe('SW1A 1AA');
    const special = await place({ postcode: ' gir  0aa ' });
    const [girobank] = await db().select().from(orders).where(eq(orders.id, special.orderId));
    expect(girobank?.shippingAddress.postcode).toBe('GIR 0AA');
  });

  it('applies the same postcode rule to subscriptions (create and edit) and the profile', async () => {
    await makeProduct(db(), { name: 'Original' });
    const me = await makeUser(db());
    const caller = shop.callerFor(me);
    const bags = [{ variety: 'Original', moisture: 'wet' as const, fat: 'lean' as const }];
    const delivery = { fullName: 'Pat Post', address1: '10 Downing Street', city: 'London', postcode: 'sw1a2aa' };
    const sub = await caller.subscription.create({ planName: 'The Scout', weight: '250g', frequency: 'Monthly', bags, delivery });
    expect(sub.deliveryPostcode).toBe('SW1A 2AA');
    const edit = {
      id: sub.id,
      weight: '250g' as const,
      frequency: 'Monthly' as const,
      bags,
      address1: '11 Downing Street',
      city: 'London',
    };
    expect(await messageOf(caller.subscription.update({ ...edit, postcode: 'NOPE' }))).toContain(
      'Please enter a valid postcode.',
    );
    await caller.subscription.update({ ...edit, postcode: 'ec1a 1bb' });
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row?.deliveryPostcode).toBe('EC1A 1BB');

    const details = { fullName: 'Pat Post', email: me.email, postcode: 'X1' };
    expect(await messageOf(caller.account.updateDetails(details))).toContain('Please enter a valid postcode.');
    await caller.account.updateDetails({ ...details, postcode: 'm11ae' });
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, me.id));
    expect(profile?.postcode).toBe('M1 1AE');
  });
});
