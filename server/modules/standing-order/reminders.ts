import { and, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
import { shopToday } from '../../../shared/promotions';
import { STANDING_REMINDER_DAYS } from '../../../shared/standing-orders';
import { profiles, standingOrders } from '../../db/schema/index';
import { standingOrderReminderEmail } from '../../mail/standing-order-emails';
import type { AppDeps } from '../../trpc/context';
import { nameOf, sizeNames } from './queries';

const notRemindedOfNext = or(isNull(standingOrders.remindedFor), ne(standingOrders.remindedFor, standingOrders.nextRunDate));

/**
 * Tells each buyer two days before a run what it will order (sooner if the run was set up closer
 * than that). Marking the run date as reminded is a conditional update in the email's transaction:
 * of several instances, one wins the row and sends; the others update nothing.
 */
export async function sendStandingOrderReminders(deps: AppDeps, now = new Date()): Promise<{ sent: number }> {
  const today = shopToday(now);
  const due = await deps.db
    .select({ id: standingOrders.id })
    .from(standingOrders)
    .where(
      and(
        eq(standingOrders.status, 'active'),
        gt(standingOrders.nextRunDate, today),
        lte(standingOrders.nextRunDate, addDays(today, STANDING_REMINDER_DAYS)),
        notRemindedOfNext,
      ),
    );
  let sent = 0;
  for (const { id } of due) {
    const queued = await deps.db.transaction(async (tx) => {
      const [so] = await tx
        .update(standingOrders)
        .set({ remindedFor: standingOrders.nextRunDate })
        .where(and(eq(standingOrders.id, id), eq(standingOrders.status, 'active'), notRemindedOfNext))
        .returning();
      if (!so || (so.endDate !== null && so.nextRunDate > so.endDate)) return false;
      const [buyer] = await tx
        .select({ email: profiles.email, name: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.userId, so.userId));
      if (!buyer) return false;
      const names = await sizeNames(
        tx,
        so.lines.map((l) => l.variantId),
      );
      await deps.mailer.enqueue(
        standingOrderReminderEmail({
          to: buyer.email,
          name: buyer.name,
          baseUrl: deps.config.baseUrl,
          runDate: so.nextRunDate,
          lines: so.lines.map((l) => `${l.quantity} × ${nameOf(names, l.variantId)}`),
          poNumber: so.poNumber,
        }),
        tx,
      );
      return true;
    });
    if (queued) sent++;
  }
  return { sent };
}
