import { and, asc, eq, gt, isNotNull, lt, lte, notExists } from 'drizzle-orm';
import { moistureLabel } from '../../../shared/constants';
import { addDays } from '../../../shared/dates';
import { shopToday } from '../../../shared/promotions';
import { subscriptionShippingPence } from '../../../shared/subscriptions';
import type { DbOrTx } from '../../db/client';
import { paymentCustomers, subscriptionEvents, subscriptionLinkUses, subscriptions, user } from '../../db/schema/index';
import { renewalReminderEmail } from '../../mail/subscription-emails';
import type { AppDeps } from '../../trpc/context';
import { loadDeliveryRates } from '../delivery/queries';
import { readSettings } from '../settings/service';
import { subscriptionEmailLinks } from './email-links';
import { recordSubscriptionEvent } from './events';
import { subscriptionExtrasOf } from './extras';

type Subscription = typeof subscriptions.$inferSelect;

/** The card a renewal will be charged to, when the shop takes cards and the customer saved one. */
async function renewalCard(db: DbOrTx, deps: AppDeps, userId: string) {
  if (!deps.config.stripe) return null;
  const [row] = await db
    .select({ brand: paymentCustomers.cardBrand, last4: paymentCustomers.cardLast4 })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), isNotNull(paymentCustomers.defaultPaymentMethodId)));
  return row ?? null;
}

/** The box's extras as the reminder lists them, and their cost at today's prices. */
function reminderExtras(extras: Awaited<ReturnType<typeof subscriptionExtrasOf>>) {
  return {
    lines: extras.map((e) => `${e.quantity} × ${e.productName} ${e.weight} (${moistureLabel(e.moisture)})`),
    pence: extras.reduce((sum, e) => sum + (e.unitGrossPence ?? 0) * e.quantity, 0),
  };
}

const addressOf = (s: Subscription) =>
  [s.deliveryFullName, s.deliveryAddress1, s.deliveryAddress2, s.deliveryCity, s.deliveryPostcode].filter(Boolean).join(', ');

/**
 * Emails every active subscriber whose next renewal is within `renewalReminderDays` (a shop
 * setting): the box, its price and delivery, the charge date and card, the address and the five
 * one-click links. Once per subscription and renewal date, however many instances run this and
 * however often: the timeline's 'reminder_sent' entry for that date has a unique key and is written
 * in the transaction that puts the email in the outbox, so only the first writer sends.
 * Returns how many reminders were queued by this call.
 */
export async function sendRenewalReminders(deps: AppDeps, today = shopToday()): Promise<number> {
  // Used links past their expiry would be refused as expired anyway: their ids are no longer needed.
  await deps.db.delete(subscriptionLinkUses).where(lt(subscriptionLinkUses.expiresAt, new Date()));
  const { renewalReminderDays } = await readSettings(deps.db, ['renewalReminderDays']);
  const alreadyReminded = deps.db
    .select({ id: subscriptionEvents.id })
    .from(subscriptionEvents)
    .where(
      and(
        eq(subscriptionEvents.subscriptionId, subscriptions.id),
        eq(subscriptionEvents.kind, 'reminder_sent'),
        eq(subscriptionEvents.period, subscriptions.nextDeliveryAt),
      ),
    );
  const due = await deps.db
    .select({ subscription: subscriptions, email: user.email, name: user.name })
    .from(subscriptions)
    .innerJoin(user, eq(user.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(user.emailVerified, true),
        gt(subscriptions.nextDeliveryAt, today),
        lte(subscriptions.nextDeliveryAt, addDays(today, renewalReminderDays)),
        notExists(alreadyReminded),
      ),
    )
    .orderBy(asc(subscriptions.nextDeliveryAt), asc(subscriptions.id));
  if (due.length === 0) return 0;
  const rates = await loadDeliveryRates(deps.db);
  let sent = 0;
  for (const { subscription: listed, email, name } of due) {
    const queued = await deps.db.transaction(async (tx) => {
      const period = listed.nextDeliveryAt;
      // Skipped, paused or changed since the list was read: the reminder would describe the wrong box.
      const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, listed.id)).for('update');
      if (current?.status !== 'active' || current.nextDeliveryAt !== period) return false;
      const sub = current;
      const first = await recordSubscriptionEvent(tx, {
        subscriptionId: sub.id,
        kind: 'reminder_sent',
        actor: 'system',
        period,
        detail: { period },
      });
      if (!first) return false;
      await deps.mailer.enqueue(
        renewalReminderEmail({
          to: email,
          name: sub.deliveryFullName ?? name,
          planName: sub.planName,
          bags: sub.bags.map((b) => `${b.variety} ${sub.weight} (${moistureLabel(b.moisture)}, ${b.fat})`),
          pricePence: sub.pricePence,
          extras: reminderExtras(await subscriptionExtrasOf(tx, sub.id)),
          deliveryPence: subscriptionShippingPence(sub.planName, rates.subscriptionPricePence),
          chargeDate: period,
          address: addressOf(sub),
          card: await renewalCard(tx, deps, sub.userId),
          links: await subscriptionEmailLinks(deps.config, sub.id, period),
        }),
        tx,
      );
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}
