import { and, count, eq, gt, ne, or, sql } from 'drizzle-orm';
import { lineLimitMessage } from '../../../shared/cart';
import { CARD_ORDER_MINUTES } from '../../../shared/payments';
import type { ShopSettings } from '../../../shared/settings';
import { type PaymentHold, paymentHold } from '../../../shared/working-days';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Placement } from './placement';

/** The shop's settings checkOrderLimits applies (read before the transaction, with the order's other reads). */
export type OrderLimitSettings = Pick<
  ShopSettings,
  'bankTransferHoldDays' | 'maxUnpaidOrders' | 'maxRetailLineQuantity' | 'maxTradeLineQuantity'
>;

/** The refusal when a customer already has as many unpaid shop orders as the shop allows. */
export function unpaidOrdersMessage(unpaid: number): string {
  return `You have ${unpaid} unpaid ${unpaid === 1 ? 'order' : 'orders'}. Please pay or cancel one before placing another.`;
}

/**
 * Shop orders of this customer that hold stock unpaid: awaiting payment by bank transfer, or by card
 * within the card's 30 minutes (an older one is being expired). Trade orders on account are not
 * counted: credit control limits those.
 */
async function unpaidShopOrders(tx: Tx, userId: string, now: Date): Promise<number> {
  const cardCutoff = new Date(now.getTime() - CARD_ORDER_MINUTES * 60_000);
  const [row] = await tx
    .select({ unpaid: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.source, 'shop'),
        eq(orders.status, 'awaiting_payment'),
        or(ne(orders.paymentMethod, 'card'), gt(orders.createdAt, cardCutoff)),
      ),
    );
  return row?.unpaid ?? 0;
}

/**
 * The limits on what one customer can hold of the stock before paying, checked in the placing transaction:
 * each line within the shop's quantity per line (retail or trade), and at most 'Unpaid orders per customer'
 * unpaid shop orders. The customer's orders are placed one at a time here (a transaction-scoped advisory
 * lock on the customer), so two tabs placing at once cannot both slip under the limit. Answers the hold
 * of a bank-transfer order: how long it keeps its stock and promotion use unpaid.
 */
export async function checkOrderLimits(
  tx: Tx,
  p: Placement,
  settings: OrderLimitSettings,
  now: Date,
): Promise<PaymentHold | null> {
  const max = p.tier === null ? settings.maxRetailLineQuantity : settings.maxTradeLineQuantity;
  const over = p.lines.find((line) => line.quantity > max);
  if (over) throw new AppError('CONFLICT', lineLimitMessage(over.productName, over.weight, max));

  if (p.paymentMethod === 'on_account') return null;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unpaid-orders:${p.userId}`}))`);
  const unpaid = await unpaidShopOrders(tx, p.userId, now);
  if (unpaid >= settings.maxUnpaidOrders) throw new AppError('CONFLICT', unpaidOrdersMessage(unpaid));
  return p.paymentMethod === 'bank_transfer' ? paymentHold(now, settings.bankTransferHoldDays) : null;
}
