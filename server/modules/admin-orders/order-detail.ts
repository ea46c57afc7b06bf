import { asc, eq, sql } from 'drizzle-orm';
import { invoiceDisplayStatus } from '../../../shared/order-status';
import { shopToday } from '../../../shared/promotions';
import type { Db } from '../../db/client';
import { orderEvents, orders, profiles, user } from '../../db/schema/index';
import { AppError } from '../../errors';
import { formatInvoiceNumber } from '../invoice/numbering';

const customerName = sql<string>`coalesce(${profiles.fullName}, ${user.name})`;

/** One order for the admin: lines, address, promotion, invoice, customer and status history. */
export async function getAdminOrder(db: Db, id: string) {
  const order = await db.query.orders.findFirst({
    where: eq(orders.id, id),
    columns: { idempotencyKey: false, paymentAttempts: false, nextPaymentAttemptAt: false },
    with: { items: true, invoice: true },
  });
  if (!order) throw new AppError('NOT_FOUND', 'Order not found.');
  const [[customer], events] = await Promise.all([
    db
      .select({
        userId: user.id,
        email: user.email,
        name: customerName,
        businessName: profiles.businessName,
        accountType: profiles.accountType,
        accountBalancePence: profiles.accountBalancePence,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.id, order.userId)),
    db
      .select({
        id: orderEvents.id,
        status: orderEvents.status,
        note: orderEvents.note,
        createdAt: orderEvents.createdAt,
        actorEmail: user.email,
      })
      .from(orderEvents)
      .leftJoin(user, eq(user.id, orderEvents.actorUserId))
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  const { invoice, ...rest } = order;
  return {
    ...rest,
    customer: customer ?? null,
    promotion: order.promotionCode
      ? { id: order.promotionId, code: order.promotionCode, discountPence: order.discountPence }
      : null,
    invoice: invoice
      ? {
          ...invoice,
          reference: formatInvoiceNumber(invoice.number),
          displayStatus: invoiceDisplayStatus(invoice.status, invoice.dueDate, shopToday()),
        }
      : null,
    events,
  };
}
