import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, subscriptions } from '../../server/db/schema/index';
import { signCapability } from '../../server/modules/subscription/link-tokens';
import { addDays } from '../../shared/dates';
import { shopToday } from '../../shared/promotions';
import { OFFER_GONE_MESSAGE } from '../../shared/subscription-cancel-offer';
import { nextDeliveryAfter } from '../../shared/subscriptions';
import { makeProduct, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  for (const name of ['Offer Chilli', 'Offer Garlic'])
    await makeProduct(shop.database.db, { name, variants: { '250g': { stock: 40 } } });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const NEXT_WEEK = addDays(shopToday(), 7);
const BAG = { variety: 'Offer Chilli', moisture: 'wet' as const, fat: 'lean' as const };

/** A monthly Scout whose next box is a week away (no renewal is due during the test). */
async function subscribed(frequency: 'Monthly' | 'Quarterly' = 'Monthly') {
  const me = await makeUser(db());
  const caller = shop.callerFor(me).subscription;
  const created = await caller.create({
    planName: 'The Scout',
    weight: '250g',
    frequency,
    bags: [BAG],
    delivery: { fullName: 'Olive Offer', address1: '3 Stay Street', city: 'Leeds', postcode: 'LS1 4AP' },
  });
  await db().update(subscriptions).set({ nextDeliveryAt: NEXT_WEEK }).where(eq(subscriptions.id, created.id));
  return { me, sub: created, caller };
}

const rowOf = async (id: string) => (await db().select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
const mailsTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, to));
const lastEvent = async (caller: Awaited<ReturnType<typeof subscribed>>['caller'], id: string) =>
  (await caller.timeline({ id })).at(-1);

describe("the cancel dialog's offer", () => {
  it("'Too much biltong' takes fewer deliveries: monthly becomes quarterly, still active, the offer and reason on the edit", async () => {
    const { me, sub, caller } = await subscribed();
    const row = await caller.acceptCancelOffer({ id: sub.id, reason: 'too_much', offer: 'fewer' });
    expect(row).toMatchObject({ status: 'active', frequency: 'Quarterly', nextDeliveryAt: NEXT_WEEK });
    expect(await rowOf(sub.id)).toMatchObject({ status: 'active', frequency: 'Quarterly', cancelReason: null });
    const last = await lastEvent(caller, sub.id);
    expect(last && { kind: last.kind, actor: last.actor, detail: last.detail }).toEqual({
      kind: 'edited',
      actor: 'customer',
      detail: { changed: ['frequency'], cancelOffer: 'fewer', reasonCode: 'too_much' },
    });
    // Nothing ended, so no goodbye email.
    expect(await mailsTo(me.email)).toHaveLength(0);
  });

  it('already quarterly, too much or moving takes a skip: the next box moves one period on', async () => {
    const { sub, caller } = await subscribed('Quarterly');
    await expect(caller.acceptCancelOffer({ id: sub.id, reason: 'too_much', offer: 'fewer' })).rejects.toThrow(
      OFFER_GONE_MESSAGE,
    );
    const row = await caller.acceptCancelOffer({ id: sub.id, reason: 'moving', offer: 'skip' });
    const skippedTo = nextDeliveryAfter(NEXT_WEEK, 'Quarterly');
    expect(row).toMatchObject({ status: 'active', frequency: 'Quarterly', nextDeliveryAt: skippedTo });
    const last = await lastEvent(caller, sub.id);
    expect(last && { kind: last.kind, detail: last.detail }).toEqual({
      kind: 'skipped',
      detail: { from: NEXT_WEEK, to: skippedTo, cancelOffer: 'skip', reasonCode: 'moving' },
    });
  });

  it('refuses an offer the reason or the state does not give, and changes nothing', async () => {
    const { sub, caller } = await subscribed();
    await expect(caller.acceptCancelOffer({ id: sub.id, reason: 'buying_elsewhere', offer: 'skip' })).rejects.toThrow(
      OFFER_GONE_MESSAGE,
    );
    await expect(caller.acceptCancelOffer({ id: sub.id, reason: 'too_much', offer: 'skip' })).rejects.toThrow(OFFER_GONE_MESSAGE);
    await caller.pause({ id: sub.id });
    await expect(caller.acceptCancelOffer({ id: sub.id, reason: 'too_much', offer: 'fewer' })).rejects.toThrow(
      OFFER_GONE_MESSAGE,
    );
    expect(await rowOf(sub.id)).toMatchObject({ status: 'paused', frequency: 'Monthly', nextDeliveryAt: NEXT_WEEK });
    expect((await lastEvent(caller, sub.id))?.kind).toBe('paused');
    // Someone else's subscription is not found, offer or not.
    const other = await makeUser(db());
    await expect(
      shop.callerFor(other).subscription.acceptCancelOffer({ id: sub.id, reason: 'moving', offer: 'skip' }),
    ).rejects.toThrow('Subscription not found.');
  });

  it("'No thanks, cancel' cancels, names the offer turned down, and sends exactly one end-of-subscription email", async () => {
    const { me, sub, caller } = await subscribed();
    await caller.cancel({ id: sub.id, reason: 'too_much' });
    expect(await rowOf(sub.id)).toMatchObject({ status: 'cancelled', frequency: 'Monthly', cancelReason: 'too_much' });
    const last = await lastEvent(caller, sub.id);
    expect(last && { kind: last.kind, detail: last.detail }).toEqual({
      kind: 'cancelled',
      detail: { reason: 'Too much biltong', reasonCode: 'too_much', offerDeclined: 'fewer' },
    });
    const mails = await mailsTo(me.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your The Scout subscription has ended']);
  });

  it('a cancel with no offer shown (no reason, buying elsewhere, paused) records none declined', async () => {
    const cases = [{}, { reason: 'buying_elsewhere' as const }, { reason: 'too_much' as const, paused: true }];
    for (const { paused, ...choice } of cases) {
      const { sub, caller } = await subscribed();
      if (paused) await caller.pause({ id: sub.id });
      await caller.cancel({ id: sub.id, ...choice });
      const last = await lastEvent(caller, sub.id);
      expect(last?.kind).toBe('cancelled');
      expect(last?.detail).not.toHaveProperty('offerDeclined');
    }
  });

  it("'Change flavours instead' records the offer on the edit saved from it, and only for the reason that gives it", async () => {
    const { sub, caller } = await subscribed();
    const edit = {
      id: sub.id,
      weight: '250g' as const,
      frequency: 'Monthly' as const,
      bags: [{ ...BAG, variety: 'Offer Garlic' }],
      address1: '3 Stay Street',
      city: 'Leeds',
      postcode: 'LS1 4AP',
    };
    await expect(caller.update({ ...edit, cancelOffer: 'flavours', reasonCode: 'too_much' })).rejects.toThrow(OFFER_GONE_MESSAGE);
    await expect(caller.update({ ...edit, cancelOffer: 'flavours' })).rejects.toThrow(OFFER_GONE_MESSAGE);
    expect((await rowOf(sub.id))?.bags).toEqual([BAG]);
    await caller.update({ ...edit, cancelOffer: 'flavours', reasonCode: 'disliked_flavours' });
    const last = await lastEvent(caller, sub.id);
    expect(last && { kind: last.kind, detail: last.detail }).toEqual({
      kind: 'edited',
      detail: { changed: ['flavours'], cancelOffer: 'flavours', reasonCode: 'disliked_flavours' },
    });
    expect((await rowOf(sub.id))?.status).toBe('active');
    // An ordinary edit names no offer.
    await caller.update({ ...edit, frequency: 'Weekly' });
    expect((await lastEvent(caller, sub.id))?.detail).toEqual({ changed: ['frequency'] });
  });

  it('the email-link page takes the same offer, made by email link and audited', async () => {
    const { me, sub } = await subscribed();
    const capability = await signCapability(shop.config, { subscriptionId: sub.id, userId: me.id });
    const link = shop.callerFor().subscriptionLink;
    const done = await link.acceptCancelOffer({ capability, id: sub.id, reason: 'too_expensive', offer: 'fewer' });
    expect(done).toMatchObject({ status: 'active', frequency: 'Quarterly' });
    const last = await lastEvent(shop.callerFor(me).subscription, sub.id);
    expect(last && { kind: last.kind, actor: last.actor, detail: last.detail }).toEqual({
      kind: 'edited',
      actor: 'email-link',
      detail: { changed: ['frequency'], cancelOffer: 'fewer', reasonCode: 'too_expensive' },
    });
    const audits = await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, sub.id));
    expect(audits.map((a) => a.action)).toEqual(['subscription.cancel_offer']);
  });
});
