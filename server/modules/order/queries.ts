import { and, desc, eq } from 'drizzle-orm';
import { basketTotals } from '../../../shared/basket';
import type { DeliveryOption } from '../../../shared/delivery';
import { shopToday } from '../../../shared/promotions';
import { orderTotals } from '../../../shared/totals';
import type { Db } from '../../db/client';
import type { Profile } from '../../db/schema/index';
import { invoices, orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { pricedServerCart } from '../cart/service';
import { priceBasisOf, tradeTierOf } from '../catalogue/pricing';
import { loadDeliveryRates } from '../delivery/queries';
import { formatInvoiceNumber } from '../invoice/numbering';
import { previewPromotion } from './promotion-redemption';

/**
 * Checkout summary of the server cart: its totals with the chosen delivery option and what a
 * promotion code would take off (nothing is redeemed). Placement prices the same way (place-order.ts).
 */
export async function quoteCheckout(
  db: Db,
  userId: string,
  profile: Profile | null,
  input: { promotionCode?: string; deliveryOption?: DeliveryOption },
) {
  const tier = tradeTierOf(profile);
  const lines = await pricedServerCart(db, userId, tier);
  const buyable = lines.filter((l) => !l.problem);
  const basis = priceBasisOf(tier);
  const subtotalPence = orderTotals({ lines: buyable, basis }).subtotalPence;
  const preview = input.promotionCode
    ? await previewPromotion(db, input.promotionCode, subtotalPence, shopToday(), userId)
    : null;
  const rates = await loadDeliveryRates(db);
  const { totals, delivery } = basketTotals({
    lines: buyable,
    basis,
    discount: preview?.ok ? preview.rule : null,
    rates,
    option: input.deliveryOption ?? 'tracked',
  });
  const promotion = preview?.ok ? { ok: true as const, code: preview.rule.code, description: preview.rule.description } : preview;
  return { lines, totals, delivery, collectAvailable: rates.collectEnabled, promotion };
}

const orderSummaryColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  source: orders.source,
  paymentMethod: orders.paymentMethod,
  totalPence: orders.totalPence,
};

/** The signed-in user's orders, newest first. */
export function listOwnOrders(db: Db, userId: string) {
  return db.select(orderSummaryColumns).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
}

/** One of the user's own orders with lines, events and invoice; another user's id is NOT_FOUND. */
export async function getOwnOrder(db: Db, userId: string, orderId: string) {
  const order = await db.query.orders.findFirst({
    where: and(eq(orders.id, orderId), eq(orders.userId, userId)),
    columns: {
      idempotencyKey: false,
      userId: false,
      paymentAttempts: false,
      nextPaymentAttemptAt: false,
      paymentReminderAt: false,
    },
    with: { items: true, events: { orderBy: (e, { asc }) => [asc(e.createdAt)] }, invoice: true },
  });
  if (!order) throw new AppError('NOT_FOUND', 'Order not found.');
  return { ...order, invoice: order.invoice ? { ...order.invoice, reference: formatInvoiceNumber(order.invoice.number) } : null };
}

/** The signed-in user's invoices, newest first. */
export async function listOwnInvoices(db: Db, userId: string) {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      createdAt: invoices.createdAt,
      totalPence: invoices.totalPence,
      status: invoices.status,
      dueDate: invoices.dueDate,
      orderId: invoices.orderId,
      orderNumber: orders.number,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt));
  return rows.map((r) => ({ ...r, reference: formatInvoiceNumber(r.number) }));
}
