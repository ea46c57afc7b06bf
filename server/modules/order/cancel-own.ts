import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AppDeps } from '../../trpc/context';
import { cancelUnpaidOrder } from '../payment/cancel-unpaid';
import { cancelIntents } from '../payment/expiry';

/**
 * A customer cancels one of their own shop orders before paying it (so it stops counting towards their
 * unpaid orders, and its stock and code use go back at once). A card order's open payment is cancelled
 * first, so it can no longer be charged; if it was paid meanwhile, the order is paid and stays.
 */
export async function cancelOwnUnpaidOrder(deps: AppDeps, userId: string, orderId: string) {
  const [order] = await deps.db
    .select({ id: orders.id, status: orders.status, source: orders.source, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new AppError('NOT_FOUND', 'Order not found.');
  if (order.source !== 'shop' || order.status !== 'awaiting_payment') {
    throw new AppError('CONFLICT', 'Only an order awaiting payment can be cancelled here. Please contact us about this one.');
  }
  if (order.paymentMethod === 'card') {
    const intents = await cancelIntents(deps, orderId);
    if (intents === 'paid') throw new AppError('CONFLICT', 'This order is already paid.');
    if (intents === 'busy')
      throw new AppError('CONFLICT', 'Your card payment is still being processed. Please try again shortly.');
  }
  const cancelled = await deps.db.transaction((tx) =>
    cancelUnpaidOrder(tx, deps, orderId, {
      note: 'Cancelled by the customer before payment',
      auditAction: 'order.cancelled_by_customer',
      actor: { userId },
    }),
  );
  if (!cancelled) throw new AppError('CONFLICT', 'This order can no longer be cancelled: it has been paid or cancelled already.');
  return { id: orderId, status: 'cancelled' as const };
}
