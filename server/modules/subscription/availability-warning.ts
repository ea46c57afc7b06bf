import { and, asc, type Column, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import type { Weight } from '../../../shared/constants';
import { addDays } from '../../../shared/dates';
import { shopToday } from '../../../shared/promotions';
import { subscriptions, user } from '../../db/schema/index';
import { varietyUnavailableEmail } from '../../mail/subscription-emails';
import type { AppDeps } from '../../trpc/context';
import { bagsPerVariety, stockBySize } from './availability';
import { subscriptionEmailLinks } from './email-links';

/** How many days before a delivery the customer hears that a variety in it has run out. */
export const UNAVAILABLE_WARNING_DAYS = 2;

const notYetWarnedFor = (period: string | Column) =>
  or(isNull(subscriptions.unavailableWarnedFor), ne(subscriptions.unavailableWarnedFor, period));

/**
 * Emails each customer whose next delivery (within the next two days) names a variety that has no
 * price or not enough stock for the bag size, with the choice to swap or skip. Idempotent: the
 * delivery date warned about is recorded with the email in one transaction, so each subscription
 * and period gets one email however often (and on however many instances) this runs.
 * Returns how many customers were emailed.
 */
export async function warnUnavailableVarieties(deps: AppDeps, today = shopToday()): Promise<number> {
  const candidates = await deps.db
    .select({ subscription: subscriptions, email: user.email, name: user.name })
    .from(subscriptions)
    .innerJoin(user, eq(user.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(user.emailVerified, true),
        gt(subscriptions.nextDeliveryAt, today),
        lte(subscriptions.nextDeliveryAt, addDays(today, UNAVAILABLE_WARNING_DAYS)),
        notYetWarnedFor(subscriptions.nextDeliveryAt),
      ),
    )
    .orderBy(asc(subscriptions.nextDeliveryAt), asc(subscriptions.id));

  const stockOf = new Map<Weight, Map<string, number>>();
  let emailed = 0;
  for (const { subscription: sub, email, name } of candidates) {
    const stock = stockOf.get(sub.weight) ?? (await stockBySize(deps.db, sub.weight));
    stockOf.set(sub.weight, stock);
    const missing = [...bagsPerVariety(sub.bags.map((b) => b.variety))]
      .filter(([variety, bags]) => (stock.get(variety) ?? 0) < bags)
      .map(([variety]) => variety);
    if (missing.length === 0) continue;
    const sent = await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(subscriptions)
        .set({ unavailableWarnedFor: sub.nextDeliveryAt })
        .where(
          and(
            eq(subscriptions.id, sub.id),
            eq(subscriptions.nextDeliveryAt, sub.nextDeliveryAt),
            notYetWarnedFor(sub.nextDeliveryAt),
          ),
        )
        .returning({ id: subscriptions.id });
      if (!claimed) return false;
      await deps.mailer.enqueue(
        varietyUnavailableEmail({
          to: email,
          name: sub.deliveryFullName ?? name,
          planName: sub.planName,
          weight: sub.weight,
          deliveryDate: sub.nextDeliveryAt,
          varieties: missing,
          baseUrl: deps.config.baseUrl,
          links: await subscriptionEmailLinks(deps.config, sub.id, sub.nextDeliveryAt),
        }),
        tx,
      );
      return true;
    });
    if (sent) emailed++;
  }
  return emailed;
}
