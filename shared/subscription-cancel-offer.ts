import { FREQUENCIES, type Frequency, type SubscriptionStatus } from './constants';
import type { CancelReason } from './subscription-cancel';

/**
 * What the cancel dialog may offer instead of cancelling, never more than one at a time:
 * skip the next box, the same box less often, or different flavours. The same words are
 * stored on the timeline ('cancelOffer' when taken, 'offerDeclined' when the subscriber
 * cancelled anyway), so the owner can count what keeps subscribers.
 */
export const CANCEL_OFFERS = ['skip', 'fewer', 'flavours'] as const;
export type CancelOffer = (typeof CANCEL_OFFERS)[number];

/** Offers taken with one press in the dialog; 'flavours' opens the edit form, and the edit is what counts. */
export const ONE_PRESS_OFFERS = ['skip', 'fewer'] as const satisfies readonly CancelOffer[];
/** The offer taken through the edit form. */
export const EDIT_FORM_OFFERS = ['flavours'] as const satisfies readonly CancelOffer[];

/** The next less frequent schedule (weekly, fortnightly, monthly, quarterly); none after quarterly. */
export function lessFrequent(frequency: Frequency): Frequency | null {
  return FREQUENCIES[FREQUENCIES.indexOf(frequency) + 1] ?? null;
}

/**
 * The one offer matched to why the subscriber is leaving, or null for none.
 *
 * - Too much biltong: the same box less often; already quarterly, skip the next box.
 * - Too expensive: also fewer deliveries. The plan (and with it the number of bags) is fixed at
 *   sign-up and the edit form cannot change it, so a cheaper plan would mean a new subscription
 *   with new key information; fewer boxes lowers what they spend with nothing else changing.
 * - Didn't like the flavours: change the flavours (the edit form).
 * - Moving or travelling: skip the next box. Unlike a pause it ends on its own, so the
 *   subscriber has nothing to remember when they are back or settled.
 * - Buying elsewhere, Other, or no reason: nothing. They told us nothing an offer could
 *   answer, and an offer that misses the reason only stands between them and the exit.
 *
 * Every offer changes or edits an active subscription, so a paused one is offered nothing.
 */
export function cancelOfferFor(
  reason: CancelReason | null | undefined,
  subscription: { status: SubscriptionStatus; frequency: Frequency },
): CancelOffer | null {
  if (subscription.status !== 'active') return null;
  switch (reason) {
    case 'too_much':
    case 'too_expensive':
      return lessFrequent(subscription.frequency) ? 'fewer' : 'skip';
    case 'disliked_flavours':
      return 'flavours';
    case 'moving':
      return 'skip';
    default:
      return null;
  }
}

/** The refusal when the offer taken is not the one the subscription's reason and state give (an old page). */
export const OFFER_GONE_MESSAGE = 'This offer no longer applies to your subscription. Please try again.';
