import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { shopToday } from '../../../shared/promotions';
import {
  type editSubscriptionSchema,
  exactVarietiesMessage,
  type newSubscriptionSchema,
  PLAN_NAMES,
} from '../../../shared/schemas/subscription';
import { cancelOfferFor, OFFER_GONE_MESSAGE } from '../../../shared/subscription-cancel-offer';
import type { SubscriptionEventActor } from '../../../shared/subscription-events';
import { subscriptionKeyInformation } from '../../../shared/subscription-key-information';
import { planByName, subscriptionPricePence, subscriptionShippingPence } from '../../../shared/subscriptions';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { type SubscriptionBag, subscriptions } from '../../db/schema/index';
import { AppError } from '../../errors';
import { loadDeliveryRates } from '../delivery/queries';
import { readSettings } from '../settings/service';
import { assertSellable, type SubscriptionVariety, sellableVarieties } from './availability';
import { recordSubscriptionEvent, subscriptionTimeline } from './events';

type NewSubscription = z.output<typeof newSubscriptionSchema>;
type Subscription = typeof subscriptions.$inferSelect;
/** Who changes a subscription from the account side: the signed-in subscriber, or a signed email link. */
export type CustomerActor = Extract<SubscriptionEventActor, 'customer' | 'email-link'>;

/** Varieties offered in subscriptions, with the bag sizes each can be sold in (one list for every form). */
export function subscriptionVarieties(db: DbOrTx): Promise<SubscriptionVariety[]> {
  return sellableVarieties(db);
}

/** The refusal when a customer already has as many subscriptions to a plan as the shop allows. */
export function subscriptionsPerPlanMessage(count: number, planName: string): string {
  return `You already have ${count} active or paused ${count === 1 ? 'subscription' : 'subscriptions'} to ${planName}. Please cancel one before starting another.`;
}

/**
 * At most 'Subscriptions per plan' active or paused subscriptions per customer and plan (each renewal
 * takes stock). The customer's new subscriptions are made one at a time (a transaction-scoped advisory
 * lock), so two at once cannot both pass the count.
 */
async function requireRoomForPlan(tx: Tx, userId: string, planName: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscriptions:${userId}`}))`);
  const { maxSubscriptionsPerPlan } = await readSettings(tx, ['maxSubscriptionsPerPlan']);
  const [row] = await tx
    .select({ held: count() })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.planName, planName),
        inArray(subscriptions.status, ['active', 'paused']),
      ),
    );
  const held = row?.held ?? 0;
  if (held >= maxSubscriptionsPerPlan) throw new AppError('CONFLICT', subscriptionsPerPlanMessage(held, planName));
}

/**
 * Stores a subscription; the server computes the price. The first box is due today. The key information
 * the customer saw above the subscribe button is rebuilt here from the same choices (the client sends
 * none of it) and stored with the subscription. `cardPayments`: whether the shop takes cards.
 */
export async function createSubscription(db: DbOrTx, userId: string, input: NewSubscription, cardPayments: boolean) {
  const plan = planByName(input.planName);
  if (!plan || !PLAN_NAMES.includes(input.planName)) throw new AppError('BAD_REQUEST', 'Please choose a plan.');
  await assertSellable(
    db,
    input.bags.map((b) => b.variety),
    input.weight,
  );
  return db.transaction(async (tx) => {
    await requireRoomForPlan(tx, userId, plan.name);
    const pricePence = subscriptionPricePence(input.weight, plan.bags);
    const rates = await loadDeliveryRates(tx);
    const keyInformation = subscriptionKeyInformation({
      planName: plan.name,
      bags: plan.bags,
      weight: input.weight,
      frequency: input.frequency,
      pricePence,
      deliveryPence: subscriptionShippingPence(plan.name, rates.subscriptionPricePence),
      cardPayments,
    });
    const [row] = await tx
      .insert(subscriptions)
      .values({
        userId,
        planName: plan.name,
        bagCount: plan.bags,
        weight: input.weight,
        frequency: input.frequency,
        pricePence,
        keyInformation,
        moistureLevel: input.bags[0]?.moisture ?? 'wet',
        bags: input.bags,
        deliveryFullName: input.delivery.fullName,
        deliveryAddress1: input.delivery.address1,
        deliveryAddress2: input.delivery.address2 ?? null,
        deliveryCity: input.delivery.city,
        deliveryPostcode: input.delivery.postcode,
        nextDeliveryAt: shopToday(),
      })
      .returning();
    if (!row) throw new Error('subscription insert returned nothing');
    await recordSubscriptionEvent(tx, { subscriptionId: row.id, kind: 'created', actor: 'customer', actorUserId: userId });
    return row;
  });
}

/** 'List own subscriptions': newest first. */
export function listOwnSubscriptions(db: Db, userId: string) {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt));
}

/** The subscriber's own subscription (NOT_FOUND for anyone else's); `lock` holds it for a change. */
export async function ownSubscription(db: DbOrTx, userId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', 'Subscription not found.');
  return row;
}

/** The subscriber's own subscription's timeline (NOT_FOUND for anyone else's). */
export async function ownSubscriptionTimeline(db: DbOrTx, userId: string, id: string) {
  await ownSubscription(db, userId, id);
  return subscriptionTimeline(db, id);
}

/**
 * The bags a renewal must still be able to ship after an edit: every bag when the size changes,
 * otherwise only the bags whose variety changed (an unchanged bag is the customer's to keep).
 */
export function changedVarieties(before: { weight: string; bags: SubscriptionBag[] }, weight: string, bags: SubscriptionBag[]) {
  return bags.filter((bag, i) => weight !== before.weight || bag.variety !== before.bags[i]?.variety).map((bag) => bag.variety);
}

/** What an edit changed, in the words the timeline shows ('flavours', 'size', 'frequency', 'address'). */
function editedParts(before: Subscription, after: Subscription): string[] {
  const parts: string[] = [];
  if (JSON.stringify(before.bags) !== JSON.stringify(after.bags)) parts.push('flavours');
  if (before.weight !== after.weight) parts.push('size');
  if (before.frequency !== after.frequency) parts.push('frequency');
  const address = (s: Subscription) => [s.deliveryAddress1, s.deliveryAddress2, s.deliveryCity, s.deliveryPostcode].join('|');
  if (address(before) !== address(after)) parts.push('address');
  return parts;
}

/**
 * 'Edit': only active subscriptions; changes apply from the next delivery (renewals read the row
 * then). The form sends every bag with its variety, moisture and fat, so each bag keeps its own choices.
 */
export async function updateOwnSubscription(
  db: Db,
  userId: string,
  input: z.output<typeof editSubscriptionSchema>,
  actor: CustomerActor = 'customer',
) {
  return db.transaction((tx) => editOwnSubscription(tx, userId, input, actor));
}

/**
 * The edit inside the caller's transaction (an email-link session audits it in the same one).
 * `offerDetail` is for the cancel dialog's offers that are edits ('fewer'), already checked by the caller.
 */
export async function editOwnSubscription(
  tx: Tx,
  userId: string,
  input: z.output<typeof editSubscriptionSchema>,
  actor: CustomerActor,
  offerDetail?: { cancelOffer: string; reasonCode: string },
) {
  const current = await ownSubscription(tx, userId, input.id, true);
  if (current.status !== 'active') throw new AppError('BAD_REQUEST', 'Only active subscriptions can be edited.');
  // Saved from the cancel dialog's offer: it must be the offer that reason gives, so the owner's counts stay true.
  const { cancelOffer, reasonCode } = input;
  if ((cancelOffer || reasonCode) && cancelOfferFor(reasonCode, current) !== cancelOffer)
    throw new AppError('BAD_REQUEST', OFFER_GONE_MESSAGE);
  const offer = offerDetail ?? (cancelOffer ? { cancelOffer, reasonCode } : {});
  if (input.bags.length !== current.bagCount) throw new AppError('BAD_REQUEST', exactVarietiesMessage(current.bagCount));
  const bags: SubscriptionBag[] = input.bags.map(({ variety, moisture, fat }) => ({ variety, moisture, fat }));
  await assertSellable(tx, changedVarieties(current, input.weight, bags), input.weight);
  const [row] = await tx
    .update(subscriptions)
    .set({
      weight: input.weight,
      frequency: input.frequency,
      moistureLevel: bags[0]?.moisture ?? current.moistureLevel,
      bags,
      pricePence: subscriptionPricePence(input.weight, current.bagCount),
      deliveryAddress1: input.address1,
      deliveryAddress2: input.address2,
      deliveryCity: input.city,
      deliveryPostcode: input.postcode,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, current.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Subscription not found.');
  const changed = editedParts(current, row);
  if (changed.length > 0)
    await recordSubscriptionEvent(tx, {
      subscriptionId: row.id,
      kind: 'edited',
      actor,
      actorUserId: userId,
      detail: { changed, ...offer },
    });
  return row;
}
