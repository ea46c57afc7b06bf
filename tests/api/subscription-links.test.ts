import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  emailOutbox,
  paymentCustomers,
  subscriptionEvents,
  subscriptionLinkUses,
  subscriptions,
} from '../../server/db/schema/index';
import { signActionLink, signCapability } from '../../server/modules/subscription/link-tokens';
import { sendRenewalReminders } from '../../server/modules/subscription/reminders';
import { runRenewals } from '../../server/modules/subscription/renewals';
import { addDays, documentDate } from '../../shared/dates';
import { shopToday } from '../../shared/promotions';
import { timelineLabel } from '../../shared/subscription-events';
import { LINK_LABELS, type LinkAction, REFUSAL_MESSAGES } from '../../shared/subscription-links';
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
const TODAY = shopToday();
const IN_THREE_DAYS = addDays(TODAY, 3);
const anon = () => shop.callerFor().subscriptionLink;

const knight = {
  planName: 'The Knight',
  weight: '250g' as const,
  frequency: 'Monthly' as const,
  bags: [
    { variety: 'Chilli', moisture: 'wet' as const, fat: 'lean' as const },
    { variety: 'Garlic', moisture: 'normal' as const, fat: 'with-fat' as const },
  ],
  delivery: { fullName: 'Lena Link', address1: '9 Mail Lane', city: 'York', postcode: 'YO1 7HH' },
};

/** A subscription whose next box renews in three days. */
async function subscribed(nextDeliveryAt = IN_THREE_DAYS) {
  const me = await makeUser(db());
  const created = await shop.callerFor(me).subscription.create(knight);
  const [sub] = await db().update(subscriptions).set({ nextDeliveryAt }).where(eq(subscriptions.id, created.id)).returning();
  if (!sub) throw new Error('no subscription');
  return { me, sub };
}

const mailsTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, to));
const subscriptionRow = async (id: string) => (await db().select().from(subscriptions).where(eq(subscriptions.id, id)))[0];

/** The token of the link labelled `label` in a plain-text email. */
function tokenIn(text: string, action: LinkAction): string {
  const line = text.split('\n').find((l) => l.startsWith(`${LINK_LABELS[action]}: `));
  const token = line ? new URL(line.slice(LINK_LABELS[action].length + 2)).searchParams.get('token') : null;
  if (!token) throw new Error(`no '${LINK_LABELS[action]}' link in:\n${text}`);
  return token;
}

const linkFor = (subscriptionId: string, action: LinkAction, deliveryDate: string, now?: Date) =>
  signActionLink(shop.config, { subscriptionId, action, deliveryDate }, now);

describe('renewal reminder email', () => {
  it('goes once, three days before the renewal, with the bags, price, charge date, address and five signed links', async () => {
    const { me, sub } = await subscribed();
    const later = await subscribed(addDays(TODAY, 4));
    expect(await sendRenewalReminders(shop.deps, TODAY)).toBe(1);
    expect(await sendRenewalReminders(shop.deps, TODAY)).toBe(0);
    const mails = await mailsTo(me.email);
    expect(mails).toHaveLength(1);
    expect(await mailsTo(later.me.email)).toEqual([]);
    const text = mails[0]?.text ?? '';
    const chargeDate = documentDate(IN_THREE_DAYS);
    expect(mails[0]?.subject).toBe(`Your The Knight box renews on ${chargeDate}`);
    expect(text).toContain(`ordered on ${chargeDate}: Chilli 250g (Mooo!, lean), Garlic 250g (Sweet Spot, with-fat).`);
    expect(text).toContain('Price £19.98, delivery £3.95, total £23.93.');
    expect(text).toContain(`We will email your invoice for £23.93 on ${chargeDate}, to pay by bank transfer.`);
    expect(text).toContain('Delivery to: Lena Link, 9 Mail Lane, York, YO1 7HH.');
    for (const action of ['skip', 'delay', 'flavours', 'pause', 'manage'] as const) {
      const preview = await anon().preview({ token: tokenIn(text, action) });
      expect(preview).toMatchObject({ status: 'ready', action, planName: 'The Knight', deliveryDate: IN_THREE_DAYS });
    }
    expect(mails[0]?.html).toContain(`>${LINK_LABELS.pause}</a>`);
    const timeline = await shop.callerFor(me).subscription.timeline({ id: sub.id });
    expect(timeline.map((e) => `${e.kind}:${e.actor}`)).toEqual(['created:customer', 'reminder_sent:system']);
  });

  it('names the saved card when renewals are paid by card, and follows the reminder-days setting', async () => {
    const { me } = await subscribed(addDays(TODAY, 5));
    await db()
      .insert(paymentCustomers)
      .values({
        userId: me.id,
        stripeCustomerId: `cus_${me.id}`,
        defaultPaymentMethodId: 'pm_1',
        cardBrand: 'visa',
        cardLast4: '4242',
      });
    const admin = await makeUser(db(), { role: 'admin' });
    const stripe = { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' };
    const withCards = { ...shop.deps, config: { ...shop.config, stripe } };
    await sendRenewalReminders(withCards, TODAY);
    expect(await mailsTo(me.email)).toEqual([]);
    await shop.callerFor(admin).settings.update({ renewalReminderDays: 5 });
    try {
      await sendRenewalReminders(withCards, TODAY);
      const mails = await mailsTo(me.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('We will charge £23.93 to your Visa ending 4242 on');
    } finally {
      await shop.callerFor(admin).settings.update({ renewalReminderDays: 3 });
    }
  });
});

describe('one-click links', () => {
  it("forgets a used link's id once the link has expired (the reminder job tidies up)", async () => {
    const { sub } = await subscribed(addDays(TODAY, 20));
    const old = { subscriptionId: sub.id, action: 'skip', expiresAt: new Date(Date.now() - 1000) };
    const live = { subscriptionId: sub.id, action: 'pause', expiresAt: new Date(Date.now() + 86_400_000) };
    await db()
      .insert(subscriptionLinkUses)
      .values([
        { jti: crypto.randomUUID(), ...old },
        { jti: crypto.randomUUID(), ...live },
      ]);
    await sendRenewalReminders(shop.deps, TODAY);
    const left = await db().select().from(subscriptionLinkUses).where(eq(subscriptionLinkUses.subscriptionId, sub.id));
    expect(left.map((row) => row.action)).toEqual(['pause']);
  });

  it('opening "Skip this delivery" changes nothing; pressing the button skips that delivery once', async () => {
    const { me, sub } = await subscribed();
    await sendRenewalReminders(shop.deps, TODAY);
    const token = tokenIn((await mailsTo(me.email))[0]?.text ?? '', 'skip');

    // What a mail scanner does: open the page (its query) as often as it likes.
    for (let i = 0; i < 3; i++) expect((await anon().preview({ token })).status).toBe('ready');
    expect((await subscriptionRow(sub.id))?.nextDeliveryAt).toBe(IN_THREE_DAYS);
    expect(await db().select().from(subscriptionLinkUses).where(eq(subscriptionLinkUses.subscriptionId, sub.id))).toEqual([]);

    const done = await anon().act({ token });
    const skippedTo = nextDeliveryAfter(IN_THREE_DAYS, 'Monthly');
    expect(done).toMatchObject({ status: 'done', action: 'skip', nextDeliveryAt: skippedTo });
    expect((await subscriptionRow(sub.id))?.nextDeliveryAt).toBe(skippedTo);
    const timeline = await shop.callerFor(me).subscription.timeline({ id: sub.id });
    const last = timeline.at(-1);
    expect(last && { kind: last.kind, actor: last.actor, detail: last.detail }).toEqual({
      kind: 'skipped',
      actor: 'email-link',
      detail: { from: IN_THREE_DAYS, to: skippedTo },
    });
    expect(last && timelineLabel(last)).toMatch(/^Skipped by email link, \d+ \w{3}/);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, sub.id), eq(auditLog.action, 'subscription.skip')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: me.id, after: { via: 'email-link', nextDeliveryAt: skippedTo } });

    // The same link again: used, on the page and on the button; nothing moves.
    expect(await anon().preview({ token })).toEqual({ status: 'used', message: REFUSAL_MESSAGES.used });
    expect(await anon().act({ token })).toEqual({ status: 'used', message: REFUSAL_MESSAGES.used });
    expect((await subscriptionRow(sub.id))?.nextDeliveryAt).toBe(skippedTo);
  });

  it('two presses at once act once', async () => {
    const { sub } = await subscribed();
    const token = await linkFor(sub.id, 'delay', IN_THREE_DAYS);
    const results = await Promise.all([anon().act({ token }), anon().act({ token })]);
    expect(results.map((r) => r.status).toSorted()).toEqual(['done', 'used']);
    expect((await subscriptionRow(sub.id))?.nextDeliveryAt).toBe(addDays(IN_THREE_DAYS, 7));
  });

  it('refuses a link with one changed character, an expired link and an out-of-date one, offering sign-in', async () => {
    const { sub } = await subscribed();
    const token = await linkFor(sub.id, 'skip', IN_THREE_DAYS);
    const middle = Math.floor(token.length / 2);
    const tampered = `${token.slice(0, middle)}${token[middle] === 'A' ? 'B' : 'A'}${token.slice(middle + 1)}`;
    expect(await anon().preview({ token: tampered })).toEqual({ status: 'invalid', message: REFUSAL_MESSAGES.invalid });
    expect(await anon().act({ token: tampered })).toEqual({ status: 'invalid', message: REFUSAL_MESSAGES.invalid });

    const expired = await linkFor(sub.id, 'skip', IN_THREE_DAYS, new Date(Date.now() - 15 * 86_400_000));
    expect(await anon().preview({ token: expired })).toEqual({ status: 'expired', message: REFUSAL_MESSAGES.expired });
    expect(await anon().act({ token: expired })).toEqual({ status: 'expired', message: REFUSAL_MESSAGES.expired });

    const forEarlierDate = await linkFor(sub.id, 'skip', TODAY);
    expect(await anon().act({ token: forEarlierDate })).toEqual({ status: 'stale', message: REFUSAL_MESSAGES.stale });
    expect((await subscriptionRow(sub.id))?.nextDeliveryAt).toBe(IN_THREE_DAYS);
  });

  it('cannot be turned on another subscription', async () => {
    const mine = await subscribed();
    const theirs = await subscribed();
    const token = await linkFor(mine.sub.id, 'pause', IN_THREE_DAYS);
    // The payload rewritten to name the other subscription, the signature kept.
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const swapped = Buffer.from(JSON.stringify({ ...claims, sub: theirs.sub.id })).toString('base64url');
    expect((await anon().act({ token: `${header}.${swapped}.${signature}` })).status).toBe('invalid');
    expect((await subscriptionRow(theirs.sub.id))?.status).toBe('active');

    // A 'Manage subscription' capability edits only its own subscription.
    const capability = await signCapability(shop.config, { subscriptionId: mine.sub.id, userId: mine.me.id });
    const edit = {
      capability,
      id: theirs.sub.id,
      weight: '250g' as const,
      frequency: 'Weekly' as const,
      bags: knight.bags,
      address1: '1 Other Road',
      city: 'Leeds',
      postcode: 'LS1 4AP',
    };
    await expect(anon().edit(edit)).rejects.toThrow('This link only opens the subscription it was sent for.');
    await expect(anon().change({ capability, id: theirs.sub.id, change: 'pause' })).rejects.toThrow(
      'This link only opens the subscription it was sent for.',
    );
    expect(await subscriptionRow(theirs.sub.id)).toMatchObject({ status: 'active', frequency: 'Monthly' });
    // A one-click link is not a capability, and the reverse.
    await expect(anon().subscription({ capability: token })).rejects.toThrow('This page has timed out');
    expect((await anon().preview({ token: capability })).status).toBe('invalid');
  });

  it('"Change flavours" opens that subscription for editing without signing in; changes are on its timeline', async () => {
    const { me, sub } = await subscribed();
    const opened = await anon().act({ token: await linkFor(sub.id, 'flavours', IN_THREE_DAYS) });
    if (opened.status !== 'opened') throw new Error(`not opened: ${opened.status}`);
    const seen = await anon().subscription({ capability: opened.capability });
    expect(seen).toMatchObject({ id: sub.id, planName: 'The Knight', bags: knight.bags });
    expect(seen).not.toHaveProperty('userId');
    await anon().edit({
      capability: opened.capability,
      id: sub.id,
      weight: '250g',
      frequency: 'Monthly',
      bags: [knight.bags[1], knight.bags[0]] as typeof knight.bags,
      address1: knight.delivery.address1,
      city: knight.delivery.city,
      postcode: knight.delivery.postcode,
    });
    await anon().change({ capability: opened.capability, id: sub.id, change: 'pause' });
    const events = await db().select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, sub.id));
    expect(events.map((e) => `${e.kind}:${e.actor}`)).toEqual(['created:customer', 'edited:email-link', 'paused:email-link']);
    expect((await subscriptionRow(sub.id))?.bags.map((b) => b.variety)).toEqual(['Garlic', 'Chilli']);
    const audits = await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, sub.id));
    expect(audits.map((a) => a.action).toSorted()).toEqual([
      'subscription.edit',
      'subscription.email_link_opened',
      'subscription.pause',
    ]);
    // The person is not signed in: the account's own procedures still refuse them.
    await expect(shop.callerFor().subscription.listMine()).rejects.toThrow('Please log in to continue.');
    const expired = await signCapability(
      shop.config,
      { subscriptionId: sub.id, userId: me.id },
      new Date(Date.now() - 3_600_000),
    );
    await expect(anon().subscription({ capability: expired })).rejects.toThrow('This page has timed out');
  });

  it('a refused change (a paused box cannot skip) leaves the link unused', async () => {
    const { me, sub } = await subscribed();
    await shop.callerFor(me).subscription.pause({ id: sub.id });
    const token = await linkFor(sub.id, 'skip', IN_THREE_DAYS);
    await expect(anon().act({ token })).rejects.toThrow('Only active subscriptions can skip a delivery.');
    await shop.callerFor(me).subscription.resume({ id: sub.id });
    expect((await anon().act({ token })).status).toBe('done');
  });
});

describe('links in the other subscription emails', () => {
  it('the renewal confirmation carries the five links for the next delivery', async () => {
    const { me, sub } = await subscribed(TODAY);
    await runRenewals(shop.deps, TODAY);
    const confirmation = (await mailsTo(me.email)).find((m) => m.subject.includes('box is on its way'));
    const next = nextDeliveryAfter(TODAY, 'Monthly');
    for (const action of ['skip', 'delay', 'flavours', 'pause', 'manage'] as const)
      expect(await anon().preview({ token: tokenIn(confirmation?.text ?? '', action) })).toMatchObject({
        status: 'ready',
        action,
        deliveryDate: next,
      });
    expect((await subscriptionRow(sub.id))?.nextDeliveryAt).toBe(next);
  });
});
