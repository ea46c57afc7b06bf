import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orderItems, orders, productVariants, subscriptions } from '../../server/db/schema/index';
import { warnUnavailableVarieties } from '../../server/modules/subscription/availability-warning';
import { runRenewals } from '../../server/modules/subscription/renewals';
import { addDays } from '../../shared/dates';
import { makeProduct, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
const productIds: Record<string, string> = {};
beforeAll(async () => {
  shop = await createTestShop();
  for (const name of ['Original', 'Chilli', 'Garlic', 'Peri-Peri', 'Smoky BBQ']) {
    productIds[name] = (await makeProduct(shop.database.db, { name, variants: { '250g': { stock: 50 } } })).id;
  }
  // Shown in subscriptions but not sellable in 250g: no price, no stock; sellable in 500g.
  await makeProduct(shop.database.db, {
    name: 'No Price',
    variants: { '250g': { priceNetPence: null, stock: 20 }, '500g': { stock: 5 } },
  });
  await makeProduct(shop.database.db, { name: 'Sold Out', variants: { '250g': { stock: 0 }, '500g': { stock: 5 } } });
  // Never sellable in any size: not listed at all.
  await makeProduct(shop.database.db, {
    name: 'Nothing Left',
    variants: { '125g': { stock: 0 }, '250g': { stock: 0 }, '500g': { stock: 0 }, '1kg': { stock: 0 }, '2kg': { stock: 0 } },
  });
  await makeProduct(shop.database.db, { name: 'Shop Only', showInSubscriptions: false });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const TODAY = '2026-11-23';
const delivery = { fullName: 'Monty Monarch', address1: '1 Crown Court', city: 'Windsor', postcode: 'SL4 1NJ' };
const address = { address1: delivery.address1, city: delivery.city, postcode: delivery.postcode };
type Bag = { variety: string; moisture: 'wet' | 'normal' | 'dry'; fat: 'lean' | 'with-fat' };
const MONARCH_BAGS: Bag[] = [
  { variety: 'Original', moisture: 'wet', fat: 'lean' },
  { variety: 'Chilli', moisture: 'dry', fat: 'with-fat' },
  { variety: 'Garlic', moisture: 'normal', fat: 'lean' },
];

async function subscribe(planName: string, bags: Bag[], weight: '250g' | '500g' = '250g') {
  const me = await makeUser(db());
  const caller = shop.callerFor(me).subscription;
  const sub = await caller.create({ planName, weight, frequency: 'Monthly', bags, delivery });
  return { me, sub, caller };
}

async function messageOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'accepted';
  } catch (error) {
    return (error as Error).message;
  }
}

const setStock = (name: string, weight: '250g' | '500g', stock: number) =>
  db()
    .update(productVariants)
    .set({ stock })
    .where(and(eq(productVariants.productId, productIds[name] as string), eq(productVariants.weight, weight)));

describe('editing a subscription keeps every bag’s own choices', () => {
  it('changing only bag 2’s variety of a 3-bag Monarch keeps bags 1 and 3, and the renewal ships exactly the bags', async () => {
    const { sub, caller } = await subscribe('The Monarch', MONARCH_BAGS);
    const edited = await caller.update({
      id: sub.id,
      weight: '250g',
      frequency: 'Monthly',
      bags: [MONARCH_BAGS[0] as Bag, { ...(MONARCH_BAGS[1] as Bag), variety: 'Peri-Peri' }, MONARCH_BAGS[2] as Bag],
      ...address,
    });
    const expected = [
      ['Original', 'wet', 'lean'],
      ['Peri-Peri', 'dry', 'with-fat'],
      ['Garlic', 'normal', 'lean'],
    ];
    expect(edited?.bags.map((b) => [b.variety, b.moisture, b.fat])).toEqual(expected);
    const [stored] = await db().select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(stored?.bags.map((b) => [b.variety, b.moisture, b.fat])).toEqual(expected);

    // The renewal after the edit ships what the subscription shows, bag by bag.
    await db().update(subscriptions).set({ nextDeliveryAt: TODAY }).where(eq(subscriptions.id, sub.id));
    await runRenewals(shop.deps, TODAY);
    const [order] = await db().select().from(orders).where(eq(orders.subscriptionId, sub.id));
    expect(order?.holdReason).toBeNull();
    const items = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id as string))
      .orderBy(asc(orderItems.lineTotalPence), asc(orderItems.productName));
    expect(items.map((i) => [i.productName, i.moisture, i.fat, i.weight, i.quantity]).sort()).toEqual(
      expected.map(([variety, moisture, fat]) => [variety, moisture, fat, '250g', 1]).sort(),
    );
  });

  it('refuses a bag count other than the plan’s, and edits of a Knight keep the untouched bag', async () => {
    const knightBags = MONARCH_BAGS.slice(0, 2);
    const { sub, caller } = await subscribe('The Knight', knightBags);
    expect(
      await messageOf(caller.update({ id: sub.id, weight: '250g', frequency: 'Monthly', bags: MONARCH_BAGS, ...address })),
    ).toBe('Please select exactly 2 variety or varieties.');
    const edited = await caller.update({
      id: sub.id,
      weight: '250g',
      frequency: 'Weekly',
      bags: [{ ...(knightBags[0] as Bag), moisture: 'dry' }, knightBags[1] as Bag],
      ...address,
    });
    expect(edited?.bags).toEqual([{ ...knightBags[0], moisture: 'dry' }, knightBags[1]]);
  });
});

describe('subscription varieties must be sellable', () => {
  it('offers only products shown in subscriptions with a price and stock, per bag size', async () => {
    const varieties = await shop.callerFor(null).subscription.varieties();
    const sizesOf = (name: string) => varieties.find((v) => v.name === name)?.weights;
    expect(sizesOf('Original')).toContain('250g');
    expect(sizesOf('No Price')).not.toContain('250g');
    expect(sizesOf('No Price')).toContain('500g');
    expect(sizesOf('Sold Out')).not.toContain('250g');
    expect(sizesOf('Sold Out')).toContain('500g');
    expect(sizesOf('Nothing Left')).toBeUndefined();
    expect(sizesOf('Shop Only')).toBeUndefined();
  });

  it('refuses a variety without price or stock for the size on create, with the variety and size named', async () => {
    const caller = shop.callerFor(await makeUser(db())).subscription;
    const create = (variety: string, weight: '250g' | '500g') =>
      caller.create({
        planName: 'The Knight',
        weight,
        frequency: 'Monthly',
        bags: [
          { variety: 'Original', moisture: 'wet', fat: 'lean' },
          { variety, moisture: 'wet', fat: 'lean' },
        ],
        delivery,
      });
    expect(await messageOf(create('Sold Out', '250g'))).toBe(
      'Sold Out is not available in 250g at the moment. Please choose another variety.',
    );
    expect(await messageOf(create('No Price', '250g'))).toBe(
      'No Price is not available in 250g at the moment. Please choose another variety.',
    );
    expect(await messageOf(create('Shop Only', '250g'))).toBe('Please select a variety.');
    expect(await messageOf(create('Sold Out', '500g'))).toBe('accepted');
  });

  it('refuses an unsellable variety on edit, for a changed bag or a changed size, but keeps an untouched bag', async () => {
    const { sub, caller } = await subscribe('The Knight', MONARCH_BAGS.slice(0, 2));
    const edit = (bags: Bag[], weight: '250g' | '500g' = '250g') =>
      caller.update({ id: sub.id, weight, frequency: 'Monthly', bags, ...address });
    expect(await messageOf(edit([MONARCH_BAGS[0] as Bag, { variety: 'Sold Out', moisture: 'wet', fat: 'lean' }]))).toBe(
      'Sold Out is not available in 250g at the moment. Please choose another variety.',
    );
    // Chilli runs out in 500g only: moving the whole box to 500g is refused.
    await setStock('Chilli', '500g', 0);
    expect(await messageOf(edit(MONARCH_BAGS.slice(0, 2), '500g'))).toBe(
      'Chilli is not available in 500g at the moment. Please choose another variety.',
    );
    // Chilli runs out in 250g as well: the customer may still change the address and keep the bag.
    await setStock('Chilli', '250g', 0);
    expect(await messageOf(edit(MONARCH_BAGS.slice(0, 2)))).toBe('accepted');
    await setStock('Chilli', '250g', 50);
    await setStock('Chilli', '500g', 10);
  });
});

describe('warnUnavailableVarieties', () => {
  it('emails once per subscription and period, two days before the delivery, with swap or skip and the account link', async () => {
    const soon = await subscribe('The Knight', [
      { variety: 'Smoky BBQ', moisture: 'wet', fat: 'lean' },
      { variety: 'Original', moisture: 'wet', fat: 'lean' },
    ]);
    const later = await subscribe('The Scout', [{ variety: 'Smoky BBQ', moisture: 'wet', fat: 'lean' }]);
    const fine = await subscribe('The Scout', [{ variety: 'Original', moisture: 'wet', fat: 'lean' }]);
    const inTwoDays = addDays(TODAY, 2);
    await db().update(subscriptions).set({ nextDeliveryAt: inTwoDays }).where(eq(subscriptions.id, soon.sub.id));
    await db().update(subscriptions).set({ nextDeliveryAt: inTwoDays }).where(eq(subscriptions.id, fine.sub.id));
    await db()
      .update(subscriptions)
      .set({ nextDeliveryAt: addDays(TODAY, 5) })
      .where(eq(subscriptions.id, later.sub.id));
    await setStock('Smoky BBQ', '250g', 0);

    const mailsTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(await warnUnavailableVarieties(shop.deps, TODAY)).toBe(1);
    const [mail, ...more] = await mailsTo(soon.me.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Action needed: Smoky BBQ is out of stock for your The Knight delivery');
    expect(mail?.text).toContain(`Smoky BBQ (250g) is not available for your The Knight delivery on ${inTwoDays}.`);
    expect(mail?.text).toMatch(/swap the variety for another one.*or skip this delivery/);
    expect(mail?.text).toContain(`${shop.config.baseUrl}/account`);
    expect(mail?.text).toMatch(/^Skip this delivery: \S+\/subscription-action\?token=\S+$/m);
    expect(mail?.text).toMatch(/^Change flavours: \S+\/subscription-action\?token=\S+$/m);
    expect(await mailsTo(later.me.email)).toEqual([]);
    expect(await mailsTo(fine.me.email)).toEqual([]);

    // Again, and through the renewal run: no second email for the same period.
    expect(await warnUnavailableVarieties(shop.deps, TODAY)).toBe(0);
    await runRenewals(shop.deps, TODAY);
    expect(await mailsTo(soon.me.email)).toHaveLength(1);

    // The next period is a new warning; the renewal run sends it.
    await db()
      .update(subscriptions)
      .set({ nextDeliveryAt: addDays(TODAY, 1) })
      .where(eq(subscriptions.id, soon.sub.id));
    await runRenewals(shop.deps, TODAY);
    expect(await mailsTo(soon.me.email)).toHaveLength(2);
    // Three days later the later subscription is two days out: its warning comes from the run too.
    await runRenewals(shop.deps, addDays(TODAY, 3));
    expect(await mailsTo(later.me.email)).toHaveLength(1);
    await setStock('Smoky BBQ', '250g', 50);
  });
});
