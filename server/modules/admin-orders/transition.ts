import { eq } from 'drizzle-orm';
import type { OrderAction } from '../../../shared/order-status';
import { transitionRefusal } from '../../../shared/order-status';
import type { Tx } from '../../db/client';
import { invoices, orderEvents, orders, user } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AppDeps } from '../../trpc/context';
import type { Actor } from '../audit/actor';
import { recordAudit } from '../audit/service';
import { cancelEffects, settlePayment } from './effects';
import { orderShippedEmail } from './emails';

export type TransitionInput = { id: string; to: OrderAction; trackingReference: string | null };

/** The order and its invoice, locked for the rest of the transaction (two admins cannot both act). */
export async function lockOrder(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError('NOT_FOUND', 'Order not found.');
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId)).for('update');
  return { order, invoice: invoice ?? null };
}

type Locked = Awaited<ReturnType<typeof lockOrder>>;

/**
 * One status action inside an open transaction: checks the transition table, applies the action's
 * effects, moves the status, and writes the history event and one audit row.
 */
export async function applyTransition(
  tx: Tx,
  deps: AppDeps,
  actor: Actor,
  { order, invoice }: Locked,
  input: TransitionInput,
  auditAction = `order.${input.to}`,
) {
  const refusal = transitionRefusal(order.status, input.to);
  if (refusal) throw new AppError('CONFLICT', refusal);

  let effects: Record<string, unknown> = {};
  let note: string | null = null;
  let trackingReference = order.trackingReference;
  if (input.to === 'paid') {
    effects = await settlePayment(tx, actor, order, invoice);
    note = 'Payment received';
  } else if (input.to === 'cancelled') {
    const cancelled = await cancelEffects(tx, deps, actor, order, invoice);
    effects = cancelled;
    note = !cancelled.creditNote
      ? 'Cancelled'
      : cancelled.refundDue
        ? `Cancelled after payment: credit note ${cancelled.creditNote} issued, a refund is due`
        : `Cancelled after payment: credit note ${cancelled.creditNote} credited to the trade account`;
  } else if (input.to === 'shipped') {
    trackingReference = input.trackingReference ?? order.trackingReference;
    note = trackingReference ? `Tracking reference ${trackingReference}` : null;
    const [customer] = await tx.select({ email: user.email }).from(user).where(eq(user.id, order.userId));
    if (customer) {
      const email = orderShippedEmail({
        to: customer.email,
        orderNumber: order.number,
        address: order.shippingAddress,
        trackingReference,
        poNumber: order.poNumber,
        baseUrl: deps.config.baseUrl,
      });
      await deps.mailer.enqueue(email, tx);
    }
  }

  await tx.update(orders).set({ status: input.to, trackingReference, updatedAt: new Date() }).where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({ orderId: order.id, status: input.to, note, actorUserId: actor.userId });
  const before = { status: order.status, trackingReference: order.trackingReference, invoiceStatus: invoice?.status ?? null };
  const after = { status: input.to, trackingReference, invoiceStatus: invoice?.status ?? null, ...effects };
  await recordAudit(tx, {
    actorUserId: actor.userId,
    action: auditAction,
    targetType: 'order',
    targetId: order.id,
    before,
    after,
  });
  return { id: order.id, number: order.number, status: input.to, trackingReference, ...effects };
}

/** adminOrders.transition: mark paid, packed, shipped, delivered, or cancel, as one transaction. */
export function transitionOrder(deps: AppDeps, actor: Actor, input: TransitionInput) {
  return deps.db.transaction(async (tx) => applyTransition(tx, deps, actor, await lockOrder(tx, input.id), input));
}
