import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { shopToday } from '../../../shared/promotions';
import type { acceptCancelOfferSchema, cancelSubscriptionSchema } from '../../../shared/schemas/subscription-cancel';
import { cancelReasonText } from '../../../shared/subscription-cancel';
import { cancelOfferFor, lessFrequent, OFFER_GONE_MESSAGE } from '../../../shared/subscription-cancel-offer';
import type { Tx } from '../../db/client';
import { orders, subscriptions, user } from '../../db/schema/index';
import { AppError } from '../../errors';
import { subscriptionEndedEmail } from '../../mail/subscription-emails';
import type { AppDeps } from '../../trpc/context';
import { applyChangeTo } from './changes';
import { type CustomerActor, editOwnSubscription, ownSubscription } from './service';

/** Renewal orders not yet on their way: cancelling stops new boxes, not these. */
const STILL_TO_SHIP = ['awaiting_payment', 'paid', 'packed'] as const;

/**
 * The subscriber cancels: the reason is kept on the subscription and its timeline, and the
 * end-of-subscription email (the end date and the boxes still coming) goes in the same transaction.
 * A cancelled subscription cannot be cancelled again, so that email goes once. When that reason came
 * with an offer (the dialog shows the one the reason and the subscription give), the timeline also
 * says which offer was turned down.
 */
export async function cancelOwnSubscription(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  userId: string,
  input: z.output<typeof cancelSubscriptionSchema>,
) {
  return deps.db.transaction((tx) => cancelInTransaction(tx, deps, userId, input, 'customer'));
}

/** The cancellation inside the caller's transaction (an email-link page audits it in the same one). */
export async function cancelInTransaction(
  tx: Tx,
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  userId: string,
  input: z.output<typeof cancelSubscriptionSchema>,
  actor: CustomerActor,
) {
  const current = await ownSubscription(tx, userId, input.id, true);
  const details = input.reason === 'other' ? (input.details ?? null) : null;
  const reason = input.reason ? { reason: cancelReasonText(input.reason, details), reasonCode: input.reason } : {};
  const declined = cancelOfferFor(input.reason, current);
  const detail = declined ? { ...reason, offerDeclined: declined } : reason;
  const row = await applyChangeTo(tx, current, 'cancel', { actor, actorUserId: userId, detail });
  if (input.reason)
    await tx
      .update(subscriptions)
      .set({ cancelReason: input.reason, cancelDetails: details })
      .where(eq(subscriptions.id, row.id));
  const stillShipping = await tx
    .select({ number: orders.number, period: orders.renewalPeriod, status: orders.status })
    .from(orders)
    .where(and(eq(orders.subscriptionId, row.id), inArray(orders.status, [...STILL_TO_SHIP])))
    .orderBy(asc(orders.number));
  const [account] = await tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
  if (account)
    await deps.mailer.enqueue(
      subscriptionEndedEmail({
        to: account.email,
        name: current.deliveryFullName ?? account.name,
        planName: current.planName,
        endDate: shopToday(),
        stillShipping,
        baseUrl: deps.config.baseUrl,
      }),
      tx,
    );
  return row;
}

type AcceptOffer = z.output<typeof acceptCancelOfferSchema>;

/**
 * 'Skip next delivery instead' or 'Deliver … instead' in the cancel dialog: the offer is taken through
 * the same change or edit as the card's own buttons, in one transaction, and its timeline entry names
 * the offer and the reason. The offer must still be the one the reason and the subscription give (a
 * page left open while the subscription changed is refused).
 */
export async function acceptOfferInTransaction(tx: Tx, userId: string, input: AcceptOffer, actor: CustomerActor) {
  const current = await ownSubscription(tx, userId, input.id, true);
  if (cancelOfferFor(input.reason, current) !== input.offer) throw new AppError('BAD_REQUEST', OFFER_GONE_MESSAGE);
  const detail = { cancelOffer: input.offer, reasonCode: input.reason };
  if (input.offer === 'skip') return applyChangeTo(tx, current, 'skip', { actor, actorUserId: userId, detail });
  const frequency = lessFrequent(current.frequency);
  if (!frequency) throw new AppError('BAD_REQUEST', OFFER_GONE_MESSAGE);
  const edit = {
    id: current.id,
    weight: current.weight,
    frequency,
    bags: current.bags,
    address1: current.deliveryAddress1,
    address2: current.deliveryAddress2,
    city: current.deliveryCity,
    postcode: current.deliveryPostcode,
  };
  return editOwnSubscription(tx, userId, edit, actor, detail);
}

export function acceptCancelOffer(deps: Pick<AppDeps, 'db'>, userId: string, input: AcceptOffer) {
  return deps.db.transaction((tx) => acceptOfferInTransaction(tx, userId, input, 'customer'));
}
