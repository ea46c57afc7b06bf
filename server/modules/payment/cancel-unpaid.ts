import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderEvents, orders } from '../../db/schema/index';
import type { AppDeps } from '../../trpc/context';
import { cancelEffects } from '../admin-orders/effects';
import { lockOrder } from '../admin-orders/transition';
import { type Actor, SYSTEM_ACTOR } from '../audit/actor';
import { recordAudit } from '../audit/service';

type Order = typeof orders.$inferSelect;

/**
 * Cancels an order that is still awaiting payment, in the caller's transaction: stock and the promotion
 * use go back (once: returnGoods), the invoice is void, and the history event and audit row are written.
 * The order row is locked and its status read again first, so whoever comes second (another run, a
 * payment being marked, an admin's cancel) finds it settled: null then, and nothing changes. `still`
 * re-checks, under the lock, what made the caller pick the order.
 */
export async function cancelUnpaidOrder(
  tx: Tx,
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  orderId: string,
  how: { note: string; auditAction: string; actor?: Actor; still?: (order: Order) => boolean },
): Promise<Order | null> {
  const actor = how.actor ?? SYSTEM_ACTOR;
  const locked = await lockOrder(tx, orderId);
  const { order } = locked;
  if (order.status !== 'awaiting_payment' || (how.still && !how.still(order))) return null;
  const effects = await cancelEffects(tx, deps, actor, order, locked.invoice);
  await tx
    .update(orders)
    .set({ status: 'cancelled', paymentReminderAt: null, nextPaymentAttemptAt: null, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
  await tx.insert(orderEvents).values({ orderId, status: 'cancelled', note: how.note, actorUserId: actor.userId });
  await recordAudit(tx, {
    actorUserId: actor.userId,
    action: how.auditAction,
    targetType: 'order',
    targetId: orderId,
    before: { status: 'awaiting_payment' },
    after: { status: 'cancelled', ...effects },
  });
  return order;
}
