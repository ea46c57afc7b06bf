import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionEvents, subscriptions } from '../../server/db/schema/index';
import { recordSubscriptionEvent } from '../../server/modules/subscription/events';
import { runRenewals } from '../../server/modules/subscription/renewals';
import { addDays } from '../../shared/dates';
import { shopToday } from '../../shared/promotions';
import { timelineLabel } from '../../shared/subscription-events';
import { nextDeliveryAfter } from '../../shared/subscriptions';
import { makeProduct, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  for (const name of ['Chilli', 'Garlic']) await makeProduct(shop.database.db, { name, variants: { '250g': { stock: 40 } } });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const knight = {
  planName: 'The Knight',
  weight: '250g' as const,
  frequency: 'Monthly' as const,
  bags: [
    { variety: 'Chilli', moisture: 'wet' as const, fat: 'lean' as const },
    { variety: 'Garlic', moisture: 'normal' as const, fat: 'with-fat' as const },
  ],
  delivery: { fullName: 'Tess Timeline', address1: '4 Event Row', city: 'Leeds', postcode: 'LS1 4AP' },
};

async function subscribed() {
  const me = await makeUser(db());
  const caller = shop.callerFor(me).subscription;
  const sub = await caller.create(knight);
  return { me, sub, caller };
}

const kindsOf = async (caller: Awaited<ReturnType<typeof subscribed>>['caller'], id: string) =>
  (await caller.timeline({ id })).map((e) => `${e.kind}:${e.actor}`);

describe('subscription timeline', () => {
  it('records each change by the subscriber in order, with the moved delivery dates', async () => {
    const { me, sub, caller } = await subscribed();
    const first = sub.nextDeliveryAt;
    await caller.skipNext({ id: sub.id });
    const skipped = nextDeliveryAfter(first, 'Monthly');
    expect((await caller.delay({ id: sub.id }))?.nextDeliveryAt).toBe(addDays(skipped, 7));
    await caller.pause({ id: sub.id });
    await caller.resume({ id: sub.id });
    await caller.update({
      id: sub.id,
      weight: '250g',
      frequency: 'Monthly',
      bags: [knight.bags[1], knight.bags[0]] as typeof knight.bags,
      address1: knight.delivery.address1,
      city: knight.delivery.city,
      postcode: knight.delivery.postcode,
    });
    await caller.cancel({ id: sub.id });

    const timeline = await caller.timeline({ id: sub.id });
    expect(timeline.map((e) => e.kind)).toEqual(['created', 'skipped', 'delayed', 'paused', 'resumed', 'edited', 'cancelled']);
    expect(timeline.every((e) => e.actor === 'customer')).toBe(true);
    expect(timeline[1]?.detail).toEqual({ from: first, to: skipped });
    expect(timeline[2]?.detail).toEqual({ from: skipped, to: addDays(skipped, 7) });
    expect(timeline[5]?.detail).toEqual({ changed: ['flavours'] });
    const stored = await db().select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, sub.id));
    expect(stored.every((e) => e.actorUserId === me.id)).toBe(true);
  });

  it('a refused change leaves no entry; an edit that changes nothing leaves none either', async () => {
    const { sub, caller } = await subscribed();
    await expect(caller.resume({ id: sub.id })).rejects.toMatchObject({ message: 'Only paused subscriptions can be resumed.' });
    await caller.update({
      id: sub.id,
      weight: '250g',
      frequency: 'Monthly',
      bags: knight.bags,
      address1: knight.delivery.address1,
      city: knight.delivery.city,
      postcode: knight.delivery.postcode,
    });
    await caller.pause({ id: sub.id });
    await expect(caller.delay({ id: sub.id })).rejects.toMatchObject({ message: 'Only active subscriptions can be delayed.' });
    expect(await kindsOf(caller, sub.id)).toEqual(['created:customer', 'paused:customer']);
  });

  it('admin changes are the shop’s and the renewal job’s are the system’s; the back office reads any timeline', async () => {
    const { sub, caller } = await subscribed();
    const admin = shop.callerFor(await makeUser(db(), { role: 'admin' })).adminSubscriptions;
    await runRenewals(shop.deps, shopToday());
    await admin.change({ id: sub.id, action: 'pause' });
    expect(await kindsOf(caller, sub.id)).toEqual(['created:customer', 'renewed:system', 'paused:admin']);
    const timeline = await admin.timeline({ id: sub.id });
    expect(timeline[1]?.detail).toMatchObject({ period: sub.nextDeliveryAt, held: false });
    const now = new Date();
    expect(timelineLabel(timeline[2] as (typeof timeline)[number], now)).toMatch(/^Paused by the shop, \d{1,2} [A-Z][a-z]{2}$/);
    await expect(admin.timeline({ id: crypto.randomUUID() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('nobody reads another subscriber’s timeline', async () => {
    const { sub } = await subscribed();
    const stranger = shop.callerFor(await makeUser(db())).subscription;
    await expect(stranger.timeline({ id: sub.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(stranger.delay({ id: sub.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row?.nextDeliveryAt).toBe(sub.nextDeliveryAt);
  });

  it('an event with a period is written once per subscription, kind and period', async () => {
    const { sub, caller } = await subscribed();
    const once = { subscriptionId: sub.id, kind: 'reminder_sent' as const, actor: 'system' as const, period: '2027-01-05' };
    const results = await Promise.all([
      recordSubscriptionEvent(db(), once),
      recordSubscriptionEvent(db(), once),
      recordSubscriptionEvent(db(), { ...once, period: '2027-02-05' }),
    ]);
    expect(results.toSorted()).toEqual([false, true, true]);
    expect(await kindsOf(caller, sub.id)).toEqual(['created:customer', 'reminder_sent:system', 'reminder_sent:system']);
  });
});
