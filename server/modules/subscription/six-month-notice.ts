import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { moistureLabel } from '../../../shared/constants';
import { addDays } from '../../../shared/dates';
import { shopToday } from '../../../shared/promotions';
import { LINK_LABELS } from '../../../shared/subscription-links';
import { addMonths, subscriptionShippingPence } from '../../../shared/subscriptions';
import { subscriptions, user } from '../../db/schema/index';
import { sixMonthNoticeEmail } from '../../mail/subscription-emails';
import type { AppDeps } from '../../trpc/context';
import { loadDeliveryRates } from '../delivery/queries';
import { recordSubscriptionEvent } from './events';
import { signActionLink } from './link-tokens';

/** Months between two reminder notices, counted from the day the customer subscribed. */
export const NOTICE_EVERY_MONTHS = 6;

/**
 * The latest 6-month anniversary of `signedUp` (a UK calendar day) on or before `today`, or null
 * before the first. 31 Aug + 6 months is 28/29 Feb (a shorter month clamps to its last day).
 */
export function latestNoticeDate(signedUp: string, today: string): string | null {
  let latest: string | null = null;
  for (let n = 1; ; n++) {
    const anniversary = addMonths(signedUp, n * NOTICE_EVERY_MONTHS);
    if (anniversary > today) return latest;
    latest = anniversary;
  }
}

/**
 * Every 6 months from sign-up, each active or paused subscriber gets a notice of what the subscription
 * costs, how often it comes, what the box holds and how to cancel, with the signed 'Manage subscription'
 * link. Once per subscription and anniversary, however many instances run it: the timeline's
 * 'notice_sent' entry for that anniversary has a unique key and is written in the transaction that puts
 * the email in the outbox, so only the first writer sends. A notice that could not go out on its day
 * (the job was down, or the email was unverified then) goes out on a later run, for the latest
 * anniversary only. Returns how many notices were queued by this call.
 */
export async function sendSixMonthNotices(deps: AppDeps, today = shopToday()): Promise<number> {
  // Only subscriptions about six months old or more can have an anniversary; the margin covers the UK
  // offset and month ends (31 Aug + 6 months is 28 Feb), and latestNoticeDate decides exactly.
  const cutoff = new Date(`${addDays(addMonths(today, -NOTICE_EVERY_MONTHS), 4)}T00:00:00Z`);
  const candidates = await deps.db
    .select({ subscription: subscriptions, email: user.email, name: user.name })
    .from(subscriptions)
    .innerJoin(user, eq(user.id, subscriptions.userId))
    .where(
      and(
        inArray(subscriptions.status, ['active', 'paused']),
        eq(user.emailVerified, true),
        lte(subscriptions.createdAt, cutoff),
      ),
    )
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
  const due = candidates.flatMap((row) => {
    const period = latestNoticeDate(shopToday(row.subscription.createdAt), today);
    return period ? [{ ...row, period }] : [];
  });
  if (due.length === 0) return 0;
  const rates = await loadDeliveryRates(deps.db);
  let sent = 0;
  for (const { subscription: listed, email, name, period } of due) {
    const queued = await deps.db.transaction(async (tx) => {
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, listed.id)).for('update');
      if (sub?.status !== 'active' && sub?.status !== 'paused') return false;
      const first = await recordSubscriptionEvent(tx, {
        subscriptionId: sub.id,
        kind: 'notice_sent',
        actor: 'system',
        period,
        detail: { period },
      });
      if (!first) return false;
      const token = await signActionLink(deps.config, {
        subscriptionId: sub.id,
        action: 'manage',
        deliveryDate: sub.nextDeliveryAt,
      });
      await deps.mailer.enqueue(
        sixMonthNoticeEmail({
          to: email,
          name: sub.deliveryFullName ?? name,
          planName: sub.planName,
          frequency: sub.frequency,
          bags: sub.bags.map((b) => `${b.variety} ${sub.weight} (${moistureLabel(b.moisture)}, ${b.fat})`),
          pricePence: sub.pricePence,
          deliveryPence: subscriptionShippingPence(sub.planName, rates.subscriptionPricePence),
          paused: sub.status === 'paused',
          baseUrl: deps.config.baseUrl,
          manageLink: { label: LINK_LABELS.manage, url: `${deps.config.baseUrl}/subscription-action?token=${token}` },
        }),
        tx,
      );
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}
