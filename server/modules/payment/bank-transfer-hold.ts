import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { holdLastDay, type PaymentHold, paymentHold } from '../../../shared/working-days';
import type { DbOrTx } from '../../db/client';
import { invoices, orders, user } from '../../db/schema/index';
import type { AppDeps } from '../../trpc/context';
import { formatInvoiceNumber } from '../invoice/numbering';
import { paymentProviders } from '../order/payment';
import { readSettings } from '../settings/service';
import { cancelUnpaidOrder } from './cancel-unpaid';
import { holdCancelledEmail, holdReminderEmail } from './hold-emails';

/** The hold of a bank-transfer order placed now, by the shop's setting ('Hold time', in working days). */
export async function bankTransferHoldFor(db: DbOrTx, placedAt: Date): Promise<PaymentHold> {
  const { bankTransferHoldDays } = await readSettings(db, ['bankTransferHoldDays']);
  return paymentHold(placedAt, bankTransferHoldDays);
}

const BATCH = 200;

/**
 * Reminds each customer whose bank-transfer order is still unpaid one working day before its hold ends.
 * The conditional update (reminder still due) commits with the email in the outbox, so the reminder is
 * written once per order however many runs or instances look at the same order at once.
 */
export async function remindUnpaidBankTransfers(deps: AppDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), lte(orders.paymentReminderAt, now)))
    .orderBy(asc(orders.paymentReminderAt))
    .limit(BATCH);
  let reminded = 0;
  const instructions = paymentProviders(deps.config).bank_transfer.instructions;
  for (const { id } of due) {
    const sent = await deps.db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({ paymentReminderAt: null })
        .where(and(eq(orders.id, id), eq(orders.status, 'awaiting_payment'), isNotNull(orders.paymentReminderAt)))
        .returning();
      // A run late enough to find the hold already over (the shop was down) skips the reminder: the cancel follows.
      if (!order?.paymentDueAt || order.paymentDueAt <= now) return false;
      const [customer] = await tx.select({ email: user.email }).from(user).where(eq(user.id, order.userId));
      if (!customer) return false;
      const [invoice] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, order.id));
      const reference = invoice ? formatInvoiceNumber(invoice.number) : `order #${order.number}`;
      await deps.mailer.enqueue(
        holdReminderEmail({
          to: customer.email,
          orderNumber: order.number,
          totalPence: order.totalPence,
          lastDay: holdLastDay(order.paymentDueAt),
          baseUrl: deps.config.baseUrl,
          paymentInstructions: instructions(reference),
        }),
        tx,
      );
      return true;
    });
    if (sent) reminded++;
  }
  return reminded;
}

/**
 * Cancels each bank-transfer order still unpaid when its hold ends: stock and the promotion use go back,
 * the invoice is void and the customer is told, all in one transaction. The order row is locked first
 * and its status checked again, so a run racing another run, a payment being marked or an admin's
 * cancel finds the order already settled and leaves it (and returnGoods gives anything back only once).
 */
export async function cancelUnpaidBankTransfers(deps: AppDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), lte(orders.paymentDueAt, now), isNull(orders.holdReason)))
    .orderBy(asc(orders.paymentDueAt))
    .limit(BATCH);
  let cancelled = 0;
  for (const { id } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const order = await cancelUnpaidOrder(tx, deps, id, {
        note: 'Not paid by the end of its hold: cancelled, stock and promotion released',
        auditAction: 'order.hold_ended',
        still: (o) => o.holdReason === null && o.paymentDueAt !== null && o.paymentDueAt <= now,
      });
      if (!order?.paymentDueAt) return false;
      const [customer] = await tx.select({ email: user.email }).from(user).where(eq(user.id, order.userId));
      if (customer)
        await deps.mailer.enqueue(
          holdCancelledEmail({
            to: customer.email,
            orderNumber: order.number,
            totalPence: order.totalPence,
            lastDay: holdLastDay(order.paymentDueAt),
            baseUrl: deps.config.baseUrl,
          }),
          tx,
        );
      return true;
    });
    if (done) cancelled++;
  }
  return cancelled;
}
