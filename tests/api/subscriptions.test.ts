import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orders, subscriptions, user } from '../../server/db/schema/index';
import { addDays } from '../../shared/dates';
import { shopToday } from '../../shared/promotions';
import { nextDeliveryAfter } from '../../shared/subscriptions';
import { makeProduct, makeUser } from '../support/factories';
import { httpClient } from '../support/http';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  for (const name of ['Chilli', 'Garlic', 'Original']) await makeProduct(shop.database.db, { name });
  await makeProduct(shop.database.db, { name: 'Shop Only', showInSubscriptions: false });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const delivery = { fullName: 'Kate Knight', address1: '7 Castle Lane', city: 'Durham', postcode: 'DH1 3RW' };
const knight = {
  planName: 'The Knight',
  weight: '500g' as const,
  frequency: 'Monthly' as const,
  bags: [
    { variety: 'Chilli', moisture: 'wet' as const, fat: 'lean' as const },
    { variety: 'Garlic', moisture: 'normal' as const, fat: 'with-fat' as const },
  ],
  delivery,
};

describe('Subscribe & Save', () => {
  it('offers the products shown in subscriptions as varieties', async () => {
    expect((await shop.callerFor(null).subscription.varieties()).map((v) => v.name)).toEqual(['Chilli', 'Garlic', 'Original']);
  });

  it('creates a subscription for a signed-in customer with the server’s price', async () => {
    const me = await makeUser(db());
    const created = await shop.callerFor(me).subscription.create(knight);
    expect(created).toMatchObject({
      planName: 'The Knight',
      bagCount: 2,
      weight: '500g',
      pricePence: 3796,
      status: 'active',
      nextDeliveryAt: shopToday(),
    });
    expect((await shop.callerFor(me).subscription.listMine()).map((s) => s.id)).toEqual([created.id]);
  });

  it('validates with the shop’s messages', async () => {
    const me = shop.callerFor(await makeUser(db())).subscription;
    const messageOf = async (input: unknown) => {
      try {
        await me.create(input as typeof knight);
        return 'accepted';
      } catch (error) {
        return String((error as Error).message);
      }
    };
    expect(await messageOf({ ...knight, bags: knight.bags.slice(0, 1) })).toContain('Please select 2 varieties.');
    expect(await messageOf({ ...knight, bags: [{ ...knight.bags[0], variety: '' }, knight.bags[1]] })).toContain(
      'Please select a variety.',
    );
    expect(await messageOf({ ...knight, bags: [{ ...knight.bags[0], fat: undefined }, knight.bags[1]] })).toContain(
      'Please select a fat option.',
    );
    expect(await messageOf({ ...knight, delivery: { ...delivery, fullName: 'K' } })).toContain(
      'Full name must be at least 2 characters.',
    );
    expect(await messageOf({ ...knight, delivery: { ...delivery, address1: '7 C' } })).toContain('Please enter a valid address.');
    expect(await messageOf({ ...knight, delivery: { ...delivery, city: 'D' } })).toContain('Please enter a city.');
    expect(await messageOf({ ...knight, delivery: { ...delivery, postcode: 'DH1' } })).toContain(
      'Please enter a valid postcode.',
    );
    expect(await messageOf({ ...knight, bags: [{ ...knight.bags[0], variety: 'Shop Only' }, knight.bags[1]] })).toContain(
      'Please select a variety.',
    );
  });

  it('signs up a signed-out subscriber with the subscription, waiting for the verified email', async () => {
    const baseUrl = await shop.listen();
    const email = 'kate@example.com';
    const response = await httpClient(baseUrl).post('/api/auth/sign-up/email', {
      name: 'Kate Knight',
      email,
      password: 'knights-of-the-jerky',
      callbackURL: '/account',
      profile: { accountType: 'Customer', fullName: 'Kate Knight', subscription: knight },
    });
    expect(response.status).toBe(200);
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.createdAt));
    expect(mail?.subject).toBe('Verify your email address');
    const [account] = await db().select().from(user).where(eq(user.email, email));
    const rows = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, account?.id as string));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ planName: 'The Knight', pricePence: 3796, status: 'active' });
  });

  it('refuses a signed-out subscriber a variety out of stock in the bag size, before any account exists', async () => {
    await makeProduct(db(), { name: 'Sold Out Biltong', variants: { '500g': { stock: 0 } } });
    const baseUrl = await shop.listen();
    const email = 'sold-out@example.com';
    const response = await httpClient(baseUrl).post('/api/auth/sign-up/email', {
      name: 'Kate Knight',
      email,
      password: 'knights-of-the-jerky',
      callbackURL: '/account',
      profile: {
        accountType: 'Customer',
        fullName: 'Kate Knight',
        subscription: { ...knight, bags: [knight.bags[0], { ...knight.bags[1], variety: 'Sold Out Biltong' }] },
      },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(
      'Sold Out Biltong is not available in 500g at the moment. Please choose another variety.',
    );
    expect(await db().select().from(user).where(eq(user.email, email))).toHaveLength(0);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(0);
  });
});

describe('self-service', () => {
  async function subscribed() {
    const me = await makeUser(db());
    const sub = await shop.callerFor(me).subscription.create(knight);
    return { me, sub, caller: shop.callerFor(me).subscription };
  }

  it('edits an active subscription, re-pricing it; changes apply from the next delivery', async () => {
    const { sub, caller } = await subscribed();
    const edited = await caller.update({
      id: sub.id,
      weight: '1kg',
      frequency: 'Weekly',
      bags: [
        { variety: 'Original', moisture: 'dry', fat: 'lean' },
        { variety: 'Chilli', moisture: 'dry', fat: 'with-fat' },
      ],
      address1: '1 New Road',
      city: 'York',
      postcode: 'YO1 1AA',
    });
    expect(edited).toMatchObject({ weight: '1kg', frequency: 'Weekly', pricePence: 7193, deliveryAddress1: '1 New Road' });
    expect(edited?.bags.map((b) => [b.variety, b.moisture, b.fat])).toEqual([
      ['Original', 'dry', 'lean'],
      ['Chilli', 'dry', 'with-fat'],
    ]);
    await expect(
      caller.update({
        id: sub.id,
        weight: '1kg',
        frequency: 'Weekly',
        bags: [{ variety: 'Original', moisture: 'dry', fat: 'lean' }],
        address1: '1 New Road',
        city: 'York',
        postcode: 'YO1 1AA',
      }),
    ).rejects.toMatchObject({
      message: 'Please select exactly 2 variety or varieties.',
    });
    await expect(
      caller.update({
        id: sub.id,
        weight: '1kg',
        frequency: 'Weekly',
        bags: [
          { variety: 'Original', moisture: 'dry', fat: 'lean' },
          { variety: 'Chilli', moisture: 'dry', fat: 'with-fat' },
        ],
        address1: '',
        city: 'York',
        postcode: 'YO1 1AA',
      }),
    ).rejects.toMatchObject({
      message: expect.stringContaining('Please fill in all required address fields.'),
    });
  });

  it("'Order now' orders today's box at once and continues the schedule from today; a second press is refused", async () => {
    const { sub, caller } = await subscribed();
    const today = shopToday();
    // A subscriber whose next box is due in ten days.
    await db()
      .update(subscriptions)
      .set({ nextDeliveryAt: addDays(today, 10) })
      .where(eq(subscriptions.id, sub.id));
    const done = await caller.orderNow({ id: sub.id });
    expect(done.orderNumber).toEqual(expect.any(Number));
    expect(done.nextDeliveryAt).toBe(nextDeliveryAfter(today, 'Monthly'));
    const boxes = await db().select().from(orders).where(eq(orders.subscriptionId, sub.id));
    expect(boxes.map((box) => [box.renewalPeriod, box.number])).toEqual([[today, done.orderNumber]]);
    await expect(caller.orderNow({ id: sub.id })).rejects.toMatchObject({ message: 'Your box for today is already ordered.' });
    expect(await db().select().from(orders).where(eq(orders.subscriptionId, sub.id))).toHaveLength(1);
    const timeline = await caller.timeline({ id: sub.id });
    expect(timeline.map((event) => event.kind)).toContain('ordered_now');
  });

  it('pauses, resumes, skips the next delivery and cancels', async () => {
    const { sub, caller } = await subscribed();
    expect((await caller.pause({ id: sub.id }))?.status).toBe('paused');
    await expect(caller.skipNext({ id: sub.id })).rejects.toMatchObject({
      message: 'Only active subscriptions can skip a delivery.',
    });
    expect((await caller.resume({ id: sub.id }))?.status).toBe('active');
    expect((await caller.skipNext({ id: sub.id }))?.nextDeliveryAt).toBe(nextDeliveryAfter(sub.nextDeliveryAt, 'Monthly'));
    expect((await caller.cancel({ id: sub.id }))?.status).toBe('cancelled');
    await expect(
      caller.update({
        id: sub.id,
        weight: '1kg',
        frequency: 'Weekly',
        bags: [
          { variety: 'Original', moisture: 'dry', fat: 'lean' },
          { variety: 'Chilli', moisture: 'dry', fat: 'with-fat' },
        ],
        address1: '1 New Road',
        city: 'York',
        postcode: 'YO1 1AA',
      }),
    ).rejects.toMatchObject({
      message: 'Only active subscriptions can be edited.',
    });
  });

  it('never lets one user see or change another’s subscription', async () => {
    const { sub } = await subscribed();
    const stranger = shop.callerFor(await makeUser(db())).subscription;
    expect(await stranger.listMine()).toEqual([]);
    for (const call of [
      () => stranger.cancel({ id: sub.id }),
      () => stranger.pause({ id: sub.id }),
      () => stranger.skipNext({ id: sub.id }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row?.status).toBe('active');
  });
});

describe('admin subscriptions', () => {
  it('filters, sorts, pages and sums values from stored pence; actions are audited', async () => {
    const admin = shop.callerFor(await makeUser(db(), { role: 'admin' })).adminSubscriptions;
    const zed = await makeUser(db(), { fullName: 'Zed Zebra' });
    const sub = await shop.callerFor(zed).subscription.create({
      ...knight,
      planName: 'The Monarch',
      bags: [...knight.bags, knight.bags[0] as (typeof knight.bags)[0]],
    });
    const found = await admin.list({ filters: { search: 'zebra' } });
    expect(found.rows.map((r) => [r.subscriberName, r.planName, r.pricePence])).toEqual([['Zed Zebra', 'The Monarch', 5694]]);
    const byName = await admin.list({ pageSize: 1, sort: { id: 'subscriberName', desc: true } });
    expect(byName.rows[0]?.subscriberName).toBe('Zed Zebra');
    await admin.change({ id: sub.id, action: 'pause' });
    expect((await admin.list({ filters: { status: 'paused' } })).rows.map((r) => r.id)).toContain(sub.id);
    const stats = await admin.stats();
    expect(stats.paused).toEqual({ count: 1, valuePence: 5694 });
    expect(stats.total.count).toBe(
      stats.active.count + stats.paused.count + (await admin.list({ filters: { status: 'cancelled' } })).total,
    );
    const csv = await admin.exportCsv({ filters: { search: 'zebra' } });
    expect(csv.split('\r\n')[1]).toContain('Zed Zebra');
    await expect(shop.callerFor(zed).adminSubscriptions.stats()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
