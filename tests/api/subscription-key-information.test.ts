import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, subscriptionEvents, subscriptions } from '../../server/db/schema/index';
import { RENEWAL_REMINDERS } from '../../server/jobs/job-types';
import { jobDefinitions } from '../../server/jobs/registry';
import { loadDeliveryRates } from '../../server/modules/delivery/queries';
import { signActionLink } from '../../server/modules/subscription/link-tokens';
import { latestNoticeDate, sendSixMonthNotices } from '../../server/modules/subscription/six-month-notice';
import { formatGBP } from '../../shared/money';
import { shopToday } from '../../shared/promotions';
import { subscriptionKeyInformation } from '../../shared/subscription-key-information';
import { addMonths } from '../../shared/subscriptions';
import { makeProduct, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  for (const name of ['Chilli', 'Garlic']) await makeProduct(shop.database.db, { name });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const knight = {
  planName: 'The Knight',
  weight: '500g' as const,
  frequency: 'Fortnightly' as const,
  bags: [
    { variety: 'Chilli', moisture: 'wet' as const, fat: 'lean' as const },
    { variety: 'Garlic', moisture: 'normal' as const, fat: 'with-fat' as const },
  ],
  delivery: { fullName: 'Kate Knight', address1: '7 Castle Lane', city: 'Durham', postcode: 'DH1 3RW' },
};

describe('key information stored with a new subscription', () => {
  it('is the text the shared function builds from the choices, whatever the client sends', async () => {
    const me = await makeUser(db());
    // A client cannot supply its own wording: the choices are all it may send, and the server builds the text.
    const forged = { ...knight, keyInformation: 'No renewal. Free for ever.' } as typeof knight;
    await expect(shop.callerFor(me).subscription.create(forged)).rejects.toThrow(/keyInformation/);
    const created = await shop.callerFor(me).subscription.create(knight);
    const [stored] = await db().select().from(subscriptions).where(eq(subscriptions.id, created.id));
    const rates = await loadDeliveryRates(db());
    const expected = subscriptionKeyInformation({
      planName: 'The Knight',
      bags: 2,
      weight: '500g',
      frequency: 'Fortnightly',
      pricePence: 3796,
      deliveryPence: rates.subscriptionPricePence,
      cardPayments: shop.deps.config.stripe !== null,
    });
    expect(stored?.keyInformation).toBe(expected);
    expect(stored?.keyInformation).toContain('renews automatically until you cancel');
    expect(stored?.keyInformation).not.toContain('Free for ever');
    expect(created.keyInformation).toBe(expected);
  });

  it("the back office's details show it as stored, with the cancel reason and its words", async () => {
    const me = await makeUser(db(), { fullName: 'Kate Knight' });
    const admin = shop.callerFor(await makeUser(db(), { role: 'admin' })).adminSubscriptions;
    const created = await shop.callerFor(me).subscription.create(knight);
    // Stored once: a later change of the text's wording or of the prices does not rewrite what was shown.
    await db().update(subscriptions).set({ keyInformation: 'As shown on the day.' }).where(eq(subscriptions.id, created.id));
    expect(await admin.detail({ id: created.id })).toMatchObject({
      status: 'active',
      keyInformation: 'As shown on the day.',
      cancelReason: null,
      cancelDetails: null,
    });
    await shop.callerFor(me).subscription.cancel({ id: created.id, reason: 'other', details: 'Going vegetarian' });
    expect(await admin.detail({ id: created.id })).toEqual({
      id: created.id,
      subscriberName: 'Kate Knight',
      planName: 'The Knight',
      status: 'cancelled',
      keyInformation: 'As shown on the day.',
      cancelReason: 'other',
      cancelDetails: 'Going vegetarian',
    });
    await expect(admin.detail({ id: '0b9f5a52-8a43-4a8e-9d11-6f4d2a7c1eff' })).rejects.toThrow('Subscription not found.');
  });
});

describe('the notice every 6 months from sign-up', () => {
  async function subscribedMonthsAgo(months: number, today: string) {
    const me = await makeUser(db());
    const created = await shop.callerFor(me).subscription.create(knight);
    await db()
      .update(subscriptions)
      .set({ createdAt: new Date(`${addMonths(today, -months)}T12:00:00Z`) })
      .where(eq(subscriptions.id, created.id));
    return { id: created.id, email: me.email };
  }
  const noticesTo = (email: string) =>
    db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, 'A reminder about your%')));

  it('goes once per anniversary however often and from however many runs; not before six months', async () => {
    const today = '2026-11-27';
    const sixMonths = await subscribedMonthsAgo(6, today);
    const fiveMonths = await subscribedMonthsAgo(5, today);
    // Two runs at once (as two instances would) and a third later the same day.
    const [a, b] = await Promise.all([sendSixMonthNotices(shop.deps, today), sendSixMonthNotices(shop.deps, today)]);
    expect(a + b).toBe(1);
    expect(await sendSixMonthNotices(shop.deps, today)).toBe(0);

    const [notice, ...more] = await noticesTo(sixMonths.email);
    expect(more).toHaveLength(0);
    const delivery = (await loadDeliveryRates(db())).subscriptionPricePence;
    expect(notice?.text).toContain(
      `Price: ${formatGBP(3796 + delivery)} per delivery (£37.96 for the box, delivery ${formatGBP(delivery)}).`,
    );
    expect(notice?.text).toContain('Frequency: Fortnightly. It renews automatically until you cancel');
    expect(notice?.text).toContain('Each box holds: Chilli 500g (Mooo!, lean), Garlic 500g (Sweet Spot, with-fat).');
    expect(notice?.text).toContain('To cancel, open Manage subscription');
    expect(notice?.text).toMatch(/Manage subscription: http\S+\/subscription-action\?token=\S+/);
    const events = await db()
      .select()
      .from(subscriptionEvents)
      .where(and(eq(subscriptionEvents.subscriptionId, sixMonths.id), eq(subscriptionEvents.kind, 'notice_sent')));
    expect(events.map((e) => e.period)).toEqual([addMonths(addMonths(today, -6), 6)]);

    expect(await noticesTo(fiveMonths.email)).toHaveLength(0);
    // The next anniversary, six months on, sends the next notice.
    await sendSixMonthNotices(shop.deps, addMonths(today, 6));
    expect(await noticesTo(sixMonths.email)).toHaveLength(2);
    expect(await noticesTo(fiveMonths.email)).toHaveLength(1);
  });

  it('the reminder job runs it', async () => {
    const today = shopToday();
    const due = await subscribedMonthsAgo(6, today);
    await jobDefinitions[RENEWAL_REMINDERS]?.run(shop.deps, { id: 'j', kind: RENEWAL_REMINDERS, payload: null, attempts: 1 });
    expect(await noticesTo(due.email)).toHaveLength(1);
  });

  it('the anniversary of a day missing from the month is its last day', () => {
    expect(latestNoticeDate('2026-08-31', '2027-02-27')).toBeNull();
    expect(latestNoticeDate('2026-08-31', '2027-02-28')).toBe('2027-02-28');
    expect(latestNoticeDate('2026-05-10', '2027-05-09')).toBe('2026-11-10');
    expect(latestNoticeDate('2026-05-10', '2027-05-10')).toBe('2027-05-10');
  });
});

describe("cancelling from a subscription email's 'Manage subscription' link", () => {
  it('cancels with the reason, the ended email and the timeline entry made by email link; only that subscription', async () => {
    const me = await makeUser(db());
    const sub = await shop.callerFor(me).subscription.create(knight);
    const other = await shop.callerFor(await makeUser(db())).subscription.create(knight);
    const anon = shop.callerFor().subscriptionLink;
    const token = await signActionLink(shop.deps.config, {
      subscriptionId: sub.id,
      action: 'manage',
      deliveryDate: sub.nextDeliveryAt,
    });
    const opened = await anon.act({ token });
    if (opened.status !== 'opened') throw new Error(`not opened: ${opened.status}`);
    await expect(anon.cancel({ capability: opened.capability, id: other.id, reason: 'too_expensive' })).rejects.toThrow(
      'This link only opens the subscription it was sent for.',
    );
    const cancelled = await anon.cancel({ capability: opened.capability, id: sub.id, reason: 'too_expensive' });
    expect(cancelled.status).toBe('cancelled');
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'too_expensive' });
    const events = await db().select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, sub.id));
    expect(events.map((e) => `${e.kind}:${e.actor}`)).toEqual(['created:customer', 'cancelled:email-link']);
    const ended = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, me.email), like(emailOutbox.subject, '%subscription has ended')));
    expect(ended).toHaveLength(1);
    expect((await db().select().from(subscriptions).where(eq(subscriptions.id, other.id)))[0]?.status).toBe('active');
  });
});
