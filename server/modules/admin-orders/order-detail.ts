import { asc, desc, eq, sql } from 'drizzle-orm';
import { invoiceDisplayStatus } from '../../../shared/order-status';
import { shopToday } from '../../../shared/promotions';
import type { Db } from '../../db/client';
import { orderEvents, orders, payments, profiles, user } from '../../db/schema/index';
import { AppError } from '../../errors';
import { formatInvoiceNumber } from '../invoice/numbering';

const customerName = sql<string>`coalesce(${profiles.fullName}, ${user.name})`;

/** The Stripe dashboard page of a PaymentIntent (test-mode keys open the test dashboard). */
function dashboardUrl(secretKey: string | undefined, paymentIntentId: string): string {
  const test = secretKey?.startsWith('sk_test_') || secretKey?.startsWith('rk_test_');
  return `https://dashboard.stripe.com/${test ? 'test/' : ''}payments/${paymentIntentId}`;
}

/** The order's latest card payment as the admin sees it (method, last 4, status, refunds, Stripe link). */
async function cardPaymentOf(db: Db, orderId: string, secretKey: string | undefined) {
  const [payment] = await db
    .select({
      paymentIntentId: payments.paymentIntentId,
      status: payments.status,
      amountPence: payments.amountPence,
      refundedPence: payments.refundedPence,
      cardBrand: payments.cardBrand,
      cardLast4: payments.cardLast4,
      lastError: payments.lastError,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  return payment ? { ...payment, dashboardUrl: dashboardUrl(secretKey, payment.paymentIntentId) } : null;
}

/** One order for the admin: lines, address, promotion, invoice, payment, customer and status history. */
export async function getAdminOrder(db: Db, id: string, stripeSecretKey?: string) {
  const order = await db.query.orders.findFirst({
    where: eq(orders.id, id),
    columns: { idempotencyKey: false, paymentAttempts: false, nextPaymentAttemptAt: false, paymentReminderAt: false },
    with: { items: true, invoice: true },
  });
  if (!order) throw new AppError('NOT_FOUND', 'Order not found.');
  const [[customer], events, payment] = await Promise.all([
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
    cardPaymentOf(db, id, stripeSecretKey),
  ]);
  const { invoice, ...rest } = order;
  return {
    ...rest,
    customer: customer ?? null,
    promotion: order.promotionCode
      ? {
          id: order.promotionId,
          code: order.promotionCode,
          // All the code took off: the goods' discount and the delivery's.
          discountPence: order.discountPence + order.shippingDiscountPence,
        }
      : null,
    invoice: invoice
      ? {
          ...invoice,
          reference: formatInvoiceNumber(invoice.number),
          displayStatus: invoiceDisplayStatus(invoice.status, invoice.dueDate, shopToday()),
        }
      : null,
    events,
    payment,
  };
}
