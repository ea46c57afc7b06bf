import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orders, subscriptions } from '../../server/db/schema/index';
import { runRenewals } from '../../server/modules/subscription/renewals';
import { documentDate } from '../../shared/dates';
import { shopToday } from '../../shared/promotions';
import { timelineNote } from '../../shared/subscription-events';
import { makeProduct, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  await makeProduct(shop.database.db, { name: 'Farewell Chilli', variants: { '250g': { stock: 40 } } });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const TODAY = shopToday();

async function subscribed() {
  const me = await makeUser(db());
  const caller = shop.callerFor(me).subscription;
  const sub = await caller.create({
    planName: 'The Scout',
    weight: '250g',
    frequency: 'Monthly',
    bags: [{ variety: 'Farewell Chilli', moisture: 'wet', fat: 'lean' }],
    delivery: { fullName: 'Carl Cancel', address1: '5 Exit Road', city: 'Leeds', postcode: 'LS1 4AP' },
  });
  return { me, sub, caller };
}

const mailsTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe('cancelling with a reason', () => {
  it('stores the reason, puts it on the timeline and sends the end-of-subscription email once, naming the box still to come', async () => {
    const { me, sub, caller } = await subscribed();
    await runRenewals(shop.deps, TODAY); // this month's box is ordered, awaiting bank transfer
    const [renewal] = await db().select().from(orders).where(eq(orders.subscriptionId, sub.id));
    const before = (await mailsTo(me.email)).length;

    await caller.cancel({ id: sub.id, reason: 'other', details: 'Going vegetarian' });
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'other', cancelDetails: 'Going vegetarian' });
    const last = (await caller.timeline({ id: sub.id })).at(-1);
    expect(last && { kind: last.kind, actor: last.actor }).toEqual({ kind: 'cancelled', actor: 'customer' });
    expect(last && timelineNote(last)).toBe('Other: Going vegetarian');

    const ended = (await mailsTo(me.email)).slice(before);
    expect(ended.map((m) => m.subject)).toEqual(['Your The Scout subscription has ended']);
    expect(ended[0]?.text).toContain(`ended on ${documentDate(TODAY)}. No further boxes will be ordered or charged.`);
    expect(ended[0]?.text).toContain(
      `Order #${renewal?.number} (your box of ${documentDate(TODAY)}) will still be sent once it is paid.`,
    );

    await expect(caller.cancel({ id: sub.id, reason: 'moving' })).rejects.toThrow('This subscription is already cancelled.');
    expect((await mailsTo(me.email)).slice(before)).toHaveLength(1);
  });

  it("'Other' needs a few words; with nothing still to come the email says so", async () => {
    const { me, sub, caller } = await subscribed();
    await expect(caller.cancel({ id: sub.id, reason: 'other' })).rejects.toThrow('Please tell us a little more.');
    expect((await db().select().from(subscriptions).where(eq(subscriptions.id, sub.id)))[0]?.status).toBe('active');
    await caller.cancel({ id: sub.id, reason: 'too_expensive', details: 'ignored for a listed reason' });
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row).toMatchObject({ cancelReason: 'too_expensive', cancelDetails: null });
    const [mail] = await mailsTo(me.email);
    expect(mail?.text).toContain('There are no boxes still to come.');
  });
});
