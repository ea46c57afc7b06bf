import { sql } from 'drizzle-orm';
import { lineLimitMessage } from '../../../shared/cart';
import { CARD_ORDER_MINUTES } from '../../../shared/payments';
import type { PaymentMethod } from '../../../shared/schemas/checkout';
import type { ShopSettings } from '../../../shared/settings';
import { type PaymentHold, paymentHold } from '../../../shared/working-days';
import type { Tx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { AppError } from '../../errors';
import type { PricedCartLine, PriceTierOrRetail } from '../catalogue/pricing';

/** The shop's settings orderLimits applies (read with the placing terms, placement.ts). */
export type OrderLimitSettings = Pick<
  ShopSettings,
  'bankTransferHoldDays' | 'maxUnpaidOrders' | 'maxRetailLineQuantity' | 'maxTradeLineQuantity'
>;

/** The refusal when a customer already has as many unpaid shop orders as the shop allows. */
export function unpaidOrdersMessage(unpaid: number): string {
  return `You have ${unpaid} unpaid ${unpaid === 1 ? 'order' : 'orders'}. Please pay or cancel one before placing another.`;
}

/**
 * The customer's placing lock (transaction-scoped), as a select-list item with the placeholder userId: the
 * placing transaction's first statement takes it (placement.ts, with the placing terms). The unpaid orders are
 * counted in a later statement: a statement sees what was committed when it started, so only one that starts
 * after the lock is granted sees an order the previous holder committed.
 */
export const placingLockSql = sql`pg_advisory_xact_lock(hashtext('unpaid-orders:' || ${sql.placeholder('userId')}::text))`;

/**
 * Shop orders of this customer that hold stock unpaid: awaiting payment by bank transfer, or by card
 * within the card's 30 minutes (an older one is being expired). Trade orders on account are not
 * counted: credit control limits those. A condition on `orders` with the placeholders userId and cardCutoff
 * (its own count statement below, and the order statement's, write-order.ts).
 */
export const unpaidShopOrdersWhere = sql`user_id = ${sql.placeholder('userId')}::text and source = 'shop'
  and status = 'awaiting_payment' and (payment_method <> 'card' or created_at > ${sql.placeholder('cardCutoff')}::timestamptz)`;

const unpaidShopOrders = preparedStatement<{ unpaid: number }, 'userId' | 'cardCutoff'>(
  'unpaid_shop_orders',
  sql`select count(*)::int as unpaid from orders where ${unpaidShopOrdersWhere}`,
);

/** The unpaid-order limit of a customer whose placing lock is held: at most `max` unpaid shop orders. */
export type UnpaidLimit = { userId: string; cardCutoff: string; max: number };

/** Refuses an order when the customer's `unpaid` unpaid shop orders already reach the limit `max`. */
export function refuseAtUnpaidLimit(unpaid: number, max: number): void {
  if (unpaid >= max) throw new AppError('CONFLICT', unpaidOrdersMessage(unpaid));
}

/** Counts the customer's unpaid shop orders in a statement of its own and refuses at the limit. */
export async function requireUnderUnpaidLimit(tx: Tx, limit: UnpaidLimit): Promise<void> {
  const [counted] = await unpaidShopOrders(tx, { userId: limit.userId, cardCutoff: limit.cardCutoff });
  refuseAtUnpaidLimit(counted?.unpaid ?? 0, limit.max);
}

/** What the limits read of a placement (a Placement has all of it). */
export type LimitedPlacement = {
  userId: string;
  tier: PriceTierOrRetail;
  lines: readonly PricedCartLine[];
  paymentMethod: PaymentMethod;
};

/** Whether placing takes the customer's placing lock: shop orders do; orders on account are limited by credit control. */
export const takesPlacingLock = (paymentMethod: PaymentMethod) => paymentMethod !== 'on_account';

/**
 * The limits on what one customer can hold of the stock before paying, checked in the placing transaction:
 * each line within the shop's quantity per line (retail or trade), and at most 'Unpaid orders per customer'
 * unpaid shop orders. The customer's orders are placed one at a time (the placing lock, placingLockSql, which the
 * transaction has taken when takesPlacingLock says so), so two tabs placing at once cannot both slip under the
 * limit. Answers the hold of a bank-transfer order (how long it keeps its stock and promotion use unpaid) and the
 * unpaid-order limit, still to be counted under the lock: by requireUnderUnpaidLimit, or by the order statement
 * itself (writeOrder's unpaidLimit), which saves a round trip.
 */
export function orderLimits(
  p: LimitedPlacement,
  settings: OrderLimitSettings,
  now: Date,
): { hold: PaymentHold | null; unpaidLimit: UnpaidLimit | null } {
  const max = p.tier === null ? settings.maxRetailLineQuantity : settings.maxTradeLineQuantity;
  const over = p.lines.find((line) => line.quantity > max);
  if (over) throw new AppError('CONFLICT', lineLimitMessage(over.productName, over.weight, max));

  if (!takesPlacingLock(p.paymentMethod)) return { hold: null, unpaidLimit: null };
  const cardCutoff = new Date(now.getTime() - CARD_ORDER_MINUTES * 60_000).toISOString();
  return {
    hold: p.paymentMethod === 'bank_transfer' ? paymentHold(now, settings.bankTransferHoldDays) : null,
    unpaidLimit: { userId: p.userId, cardCutoff, max: settings.maxUnpaidOrders },
  };
}
