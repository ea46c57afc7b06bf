import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Frequency } from '../../../shared/constants';
import { shopToday } from '../../../shared/promotions';
import {
  type editSubscriptionSchema,
  exactVarietiesMessage,
  type newSubscriptionSchema,
  PLAN_NAMES,
} from '../../../shared/schemas/subscription';
import { nextDeliveryAfter, planByName, subscriptionPricePence } from '../../../shared/subscriptions';
import type { Db, DbOrTx } from '../../db/client';
import { type SubscriptionBag, subscriptions } from '../../db/schema/index';
import { AppError } from '../../errors';
import { assertSellable, type SubscriptionVariety, sellableVarieties } from './availability';

type NewSubscription = z.output<typeof newSubscriptionSchema>;

/** Varieties offered in subscriptions, with the bag sizes each can be sold in (one list for every form). */
export function subscriptionVarieties(db: DbOrTx): Promise<SubscriptionVariety[]> {
  return sellableVarieties(db);
}

/** Stores a subscription; the server computes the price. The first box is due today. */
export async function createSubscription(db: DbOrTx, userId: string, input: NewSubscription) {
  const plan = planByName(input.planName);
  if (!plan || !PLAN_NAMES.includes(input.planName)) throw new AppError('BAD_REQUEST', 'Please choose a plan.');
  await assertSellable(
    db,
    input.bags.map((b) => b.variety),
    input.weight,
  );
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId,
      planName: plan.name,
      bagCount: plan.bags,
      weight: input.weight,
      frequency: input.frequency,
      pricePence: subscriptionPricePence(input.weight, plan.bags),
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
  return row;
}

/** Spec 'List own subscriptions': newest first. */
export function listOwnSubscriptions(db: Db, userId: string) {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt));
}

async function ownSubscription(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Subscription not found.');
  return row;
}

/**
 * The bags a renewal must still be able to ship after an edit: every bag when the size changes,
 * otherwise only the bags whose variety changed (an unchanged bag is the customer's to keep).
 */
export function changedVarieties(before: { weight: string; bags: SubscriptionBag[] }, weight: string, bags: SubscriptionBag[]) {
  return bags.filter((bag, i) => weight !== before.weight || bag.variety !== before.bags[i]?.variety).map((bag) => bag.variety);
}

/**
 * Spec 'Edit': only active subscriptions; changes apply from the next delivery (renewals read the row
 * then). The form sends every bag with its variety, moisture and fat, so each bag keeps its own choices.
 */
export async function updateOwnSubscription(db: Db, userId: string, input: z.output<typeof editSubscriptionSchema>) {
  const current = await ownSubscription(db, userId, input.id);
  if (current.status !== 'active') throw new AppError('BAD_REQUEST', 'Only active subscriptions can be edited.');
  if (input.bags.length !== current.bagCount) throw new AppError('BAD_REQUEST', exactVarietiesMessage(current.bagCount));
  const bags: SubscriptionBag[] = input.bags.map(({ variety, moisture, fat }) => ({ variety, moisture, fat }));
  await assertSellable(db, changedVarieties(current, input.weight, bags), input.weight);
  const [row] = await db
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
  return row;
}

type Change = 'cancel' | 'pause' | 'resume' | 'skip';

/** The state changes a subscriber (or an admin) can make; anything else is refused with a reason. */
export function applyChange(
  current: { status: string; nextDeliveryAt: string; frequency: Frequency },
  change: Change,
  today = shopToday(),
) {
  switch (change) {
    case 'cancel':
      if (current.status === 'cancelled') throw new AppError('BAD_REQUEST', 'This subscription is already cancelled.');
      return { status: 'cancelled' as const };
    case 'pause':
      if (current.status !== 'active') throw new AppError('BAD_REQUEST', 'Only active subscriptions can be paused.');
      return { status: 'paused' as const };
    case 'resume':
      if (current.status !== 'paused') throw new AppError('BAD_REQUEST', 'Only paused subscriptions can be resumed.');
      return { status: 'active' as const, nextDeliveryAt: current.nextDeliveryAt < today ? today : current.nextDeliveryAt };
    case 'skip':
      if (current.status !== 'active') throw new AppError('BAD_REQUEST', 'Only active subscriptions can skip a delivery.');
      return { nextDeliveryAt: nextDeliveryAfter(current.nextDeliveryAt, current.frequency) };
  }
}

export async function changeOwnSubscription(db: Db, userId: string, id: string, change: Change) {
  const current = await ownSubscription(db, userId, id);
  const [row] = await db
    .update(subscriptions)
    .set({ ...applyChange(current, change), updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  return row;
}
