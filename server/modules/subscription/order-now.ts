import { and, eq } from 'drizzle-orm';
import { shopToday } from '../../../shared/promotions';
import { orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AppDeps } from '../../trpc/context';
import { applyChangeTo } from './changes';
import { runRenewals } from './renewals';
import { ownSubscription } from './service';

/**
 * 'Order now': the next box is ordered (and charged, by the renewal charges) today instead of on
 * its date, and the schedule continues from today. The box becomes due today in one transaction;
 * then the same renewal run as the scheduled job orders it, so stock, prices, payment and emails
 * follow one rule, and a second press or a job running at the same moment makes no second order
 * (the order's unique subscription and period).
 */
export async function orderNowOwnSubscription(deps: AppDeps, userId: string, id: string, today = shopToday()) {
  await deps.db.transaction(async (tx) => {
    const current = await ownSubscription(tx, userId, id, true);
    const [already] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.subscriptionId, id), eq(orders.renewalPeriod, today)));
    if (already) throw new AppError('BAD_REQUEST', 'Your box for today is already ordered.');
    await applyChangeTo(tx, current, 'order_now', { actor: 'customer', actorUserId: userId });
  });
  await runRenewals(deps, today);
  const [order] = await deps.db
    .select({ number: orders.number, status: orders.status })
    .from(orders)
    .where(and(eq(orders.subscriptionId, id), eq(orders.renewalPeriod, today)));
  const after = await ownSubscription(deps.db, userId, id);
  return { orderNumber: order?.number ?? null, nextDeliveryAt: after.nextDeliveryAt };
}
