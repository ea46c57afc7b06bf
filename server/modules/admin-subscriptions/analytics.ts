import type { SubscriptionAnalytics } from '../../../shared/subscription-analytics';
import { type Db, rowsOf } from '../../db/client';
import { figuresQuery } from './analytics-query';

/**
 * The owner's subscription figures for the last twelve UK calendar months, counted by PostgreSQL from the
 * subscriptions and their timeline in one statement (the shop keeps no second way to compute them).
 *
 * A subscription's life: it starts at created_at and ends at its first 'cancelled' event (a cancelled row
 * without one ends at its last update). In between, a 'paused' event stops it until the next 'resumed'.
 * Its state at an instant is the outcome of every change strictly before that instant, so a month's end is
 * the first instant of the next month in London, and a month's start is the end of the month before.
 *
 * - MRR at month end: each subscription active then turns its price per delivery into a month's worth
 *   (weekly × 52/12, fortnightly × 26/12, monthly × 1, quarterly ÷ 3), rounded to whole pence (half up)
 *   per subscription, then summed. The current price is used for every month: an edit has no price history.
 * - New / cancelled: lives starting / ending in the month. Paused / resumed: subscriptions with such an
 *   event in the month (a pause after failed payments included).
 * - Churn is split by who stopped the subscription. Chosen: cancelled by the subscriber, an email link or
 *   the shop's staff (a cancelled row with no event predates the timeline, when only they could cancel).
 *   Failed payments: stopped by the shop's own jobs after the last renewal charge failed, which the
 *   dunning records as a 'paused' (or 'cancelled') event by 'system' with detail cause 'payment_failed'.
 *   Churn % counts every subscription lost in the month once (either way, or a cancellation by the jobs for
 *   another cause, which none makes today) over those active at the month's start; each split is its own
 *   count over the same base. Percentages have one decimal (half up), 0 with no base.
 * - Save offers in the cancel flow: accepted when the event of the action taken instead (skipped, delayed,
 *   edited) carries detail cancelOffer, declined when the 'cancelled' event carries detail offerDeclined;
 *   acceptance % is accepted over both, null when there were none.
 * - Cohorts: subscriptions by month of sign-up; cell k is the percent not cancelled at the end of the k-th
 *   month after it (a pause still counts as subscribed), up to the current month.
 * - Cancellations by reason: lives ended within the range, by cancel_reason ('unknown' when none), most first.
 */
export async function subscriptionFigures(db: Db, now: Date = new Date()): Promise<SubscriptionAnalytics> {
  const [row] = rowsOf<SubscriptionAnalytics>(await db.execute(figuresQuery(now)));
  if (!row) throw new Error('the figures query returned no row');
  return row;
}
