import { eq } from 'drizzle-orm';
import { toCsv } from '../../../shared/csv';
import { shopDateTime } from '../../../shared/dates';
import { penceToPounds } from '../../../shared/money';
import type { invoicesTable } from '../../../shared/schemas/admin-invoices';
import type { TableExportInput } from '../../../shared/table-query';
import type { Db } from '../../db/client';
import { invoices, orderEvents } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AppDeps } from '../../trpc/context';
import { settlePayment } from '../admin-orders/effects';
import { applyTransition, lockOrder } from '../admin-orders/transition';
import type { Actor } from '../audit/actor';
import { recordAudit } from '../audit/service';
import { formatInvoiceNumber } from '../invoice/numbering';
import { exportInvoiceRows } from './queries';

/**
 * Mark an invoice paid. An order still awaiting payment takes the order's own 'paid' transition
 * (same code path: invoice paid, trade balance credited, order moves on). An order that already
 * moved on (paid after dispatch) only has its payment settled.
 */
export async function markInvoicePaid(deps: AppDeps, actor: Actor, invoiceId: string) {
  return deps.db.transaction(async (tx) => {
    const [found] = await tx.select({ orderId: invoices.orderId }).from(invoices).where(eq(invoices.id, invoiceId));
    if (!found) throw new AppError('NOT_FOUND', 'Invoice not found.');
    const locked = await lockOrder(tx, found.orderId);
    const { order, invoice } = locked;
    if (!invoice) throw new AppError('NOT_FOUND', 'Invoice not found.');
    const reference = formatInvoiceNumber(invoice.number);
    if (invoice.status === 'paid') throw new AppError('CONFLICT', `Invoice ${reference} is already paid.`);
    if (invoice.status === 'void') throw new AppError('CONFLICT', `Invoice ${reference} is void (its order was cancelled).`);

    if (order.status === 'awaiting_payment') {
      const result = await applyTransition(
        tx,
        deps,
        actor,
        locked,
        { id: order.id, to: 'paid', trackingReference: null },
        'invoice.mark_paid',
      );
      return { id: invoice.id, reference, status: 'paid' as const, orderStatus: result.status };
    }
    const effects = await settlePayment(tx, actor, order, invoice);
    await tx
      .insert(orderEvents)
      .values({ orderId: order.id, status: order.status, note: `Invoice ${reference} paid`, actorUserId: actor.userId });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'invoice.mark_paid',
      targetType: 'order',
      targetId: order.id,
      before: { status: order.status, invoiceStatus: invoice.status },
      after: { status: order.status, ...effects },
    });
    return { id: invoice.id, reference, status: 'paid' as const, orderStatus: order.status };
  });
}

const HEADER = ['Invoice', 'Date', 'Customer', 'Email', 'Business', 'Order', 'Amount (GBP)', 'Due date', 'Status', 'Paid at'];

export async function exportInvoicesCsv(db: Db, input: TableExportInput<typeof invoicesTable>): Promise<string> {
  const rows = await exportInvoiceRows(db, input);
  return toCsv(
    HEADER,
    rows.map((r) => [
      r.reference,
      shopDateTime(r.createdAt),
      r.customerName,
      r.customerEmail,
      r.businessName,
      r.orderNumber,
      penceToPounds(r.totalPence),
      r.dueDate,
      r.displayStatus,
      r.paidAt ? shopDateTime(r.paidAt) : null,
    ]),
  );
}
