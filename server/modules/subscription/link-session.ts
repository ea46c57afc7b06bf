import type { z } from 'zod';
import type { editSubscriptionSchema } from '../../../shared/schemas/subscription';
import type { acceptCancelOfferSchema, cancelSubscriptionSchema } from '../../../shared/schemas/subscription-cancel';
import type { AppConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../errors';
import type { AppDeps } from '../../trpc/context';
import { recordAudit } from '../audit/service';
import { acceptOfferInTransaction, cancelInTransaction } from './cancellation';
import { applyChangeTo, type SubscriptionChange } from './changes';
import { type Capability, readCapability } from './link-tokens';
import { editOwnSubscription, ownSubscription } from './service';

/*
 * What 'Change flavours' and 'Manage subscription' open: the page holds a short-lived capability for
 * one subscription (not a sign-in). It can read that subscription, edit it, skip, delay, pause or
 * resume it, and cancel it; every change is on the timeline as made 'by email link' and in the audit log.
 */

export const SESSION_ENDED = 'This page has timed out. Please sign in to manage your subscription.';
export const OTHER_SUBSCRIPTION = 'This link only opens the subscription it was sent for.';

async function capabilityFor(config: AppConfig, token: string, subscriptionId?: string): Promise<Capability> {
  const capability = await readCapability(config, token);
  if (!capability) throw new AppError('UNAUTHORIZED', SESSION_ENDED);
  if (subscriptionId !== undefined && subscriptionId !== capability.subscriptionId)
    throw new AppError('FORBIDDEN', OTHER_SUBSCRIPTION);
  return capability;
}

/** The subscription the capability names, with the columns the page shows (no account details). */
export async function linkSessionSubscription(db: Db, config: AppConfig, token: string) {
  const { userId, subscriptionId } = await capabilityFor(config, token);
  const sub = await ownSubscription(db, userId, subscriptionId);
  return {
    id: sub.id,
    planName: sub.planName,
    bagCount: sub.bagCount,
    weight: sub.weight,
    frequency: sub.frequency,
    pricePence: sub.pricePence,
    bags: sub.bags,
    status: sub.status,
    nextDeliveryAt: sub.nextDeliveryAt,
    deliveryAddress1: sub.deliveryAddress1,
    deliveryAddress2: sub.deliveryAddress2,
    deliveryCity: sub.deliveryCity,
    deliveryPostcode: sub.deliveryPostcode,
  };
}

const audited = (tx: Tx, capability: Capability, action: string, after: unknown) =>
  recordAudit(tx, {
    actorUserId: capability.userId,
    action,
    targetType: 'subscription',
    targetId: capability.subscriptionId,
    after: { ...(after as object), via: 'email-link' },
  });

export async function editThroughLink(db: Db, config: AppConfig, token: string, input: z.output<typeof editSubscriptionSchema>) {
  const capability = await capabilityFor(config, token, input.id);
  return db.transaction(async (tx) => {
    const row = await editOwnSubscription(tx, capability.userId, input, 'email-link');
    await audited(tx, capability, 'subscription.edit', { weight: row.weight, frequency: row.frequency, bags: row.bags });
    return { id: row.id, nextDeliveryAt: row.nextDeliveryAt };
  });
}

export async function changeThroughLink(
  db: Db,
  config: AppConfig,
  token: string,
  input: { id: string; change: Extract<SubscriptionChange, 'skip' | 'delay' | 'pause' | 'resume'> },
) {
  const capability = await capabilityFor(config, token, input.id);
  return db.transaction(async (tx) => {
    const current = await ownSubscription(tx, capability.userId, capability.subscriptionId, true);
    const row = await applyChangeTo(tx, current, input.change, { actor: 'email-link', actorUserId: capability.userId });
    await audited(tx, capability, `subscription.${input.change}`, { status: row.status, nextDeliveryAt: row.nextDeliveryAt });
    return { id: row.id, status: row.status, nextDeliveryAt: row.nextDeliveryAt };
  });
}

/** Cancels from the email-link page: as from the account (reason, end-of-subscription email), made 'by email link'. */
export async function cancelThroughLink(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  token: string,
  input: z.output<typeof cancelSubscriptionSchema>,
) {
  const capability = await capabilityFor(deps.config, token, input.id);
  return deps.db.transaction(async (tx) => {
    const row = await cancelInTransaction(tx, deps, capability.userId, input, 'email-link');
    await audited(tx, capability, 'subscription.cancel', { status: row.status });
    return { id: row.id, status: row.status, nextDeliveryAt: row.nextDeliveryAt };
  });
}

/** Takes the cancel dialog's offer from the email-link page: as from the account, made 'by email link'. */
export async function acceptOfferThroughLink(
  db: Db,
  config: AppConfig,
  token: string,
  input: z.output<typeof acceptCancelOfferSchema>,
) {
  const capability = await capabilityFor(config, token, input.id);
  return db.transaction(async (tx) => {
    const row = await acceptOfferInTransaction(tx, capability.userId, input, 'email-link');
    await audited(tx, capability, 'subscription.cancel_offer', { offer: input.offer, reasonCode: input.reason });
    return { id: row.id, status: row.status, frequency: row.frequency, nextDeliveryAt: row.nextDeliveryAt };
  });
}
