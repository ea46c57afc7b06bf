import { sql } from 'drizzle-orm';
import type { LineTotals, OrderTotals, VatRateSummary } from '../../../shared/totals';
import type { Tx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import type { ShippingAddress } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { PricedCartLine } from '../catalogue/pricing';
import { refuseAtUnpaidLimit, type UnpaidLimit, unpaidShopOrdersWhere } from './order-limits';

/** The order row as placing writes it (the columns of `orders` it fills; the rest keep their defaults). */
export type OrderRow = {
  userId: string;
  /** Unpaid shop orders wait for their money; an order on account is ready to pack at once (its invoice is due by its terms). */
  status: 'awaiting_payment' | 'paid';
  source: 'shop' | 'wholesale_on_account' | 'subscription';
  paymentMethod: string;
  shippingAddress: ShippingAddress;
  subtotalNetPence: number;
  vatPence: number;
  /** The goods' discount; shippingDiscountPence is the delivery's (shared/totals.ts). */
  discountPence: number;
  shippingPence: number;
  shippingVatPence: number;
  shippingDiscountPence: number;
  shippingChargeNetPence: number;
  deliveryService: string;
  vatSummary: VatRateSummary[];
  totalPence: number;
  promotionId: string | null;
  promotionCode: string | null;
  poNumber: string | null;
  idempotencyKey: string;
  /** The owner's pages the order was placed under (site_page_versions). */
  termsVersion: number | null;
  deliveryReturnsVersion: number | null;
  /** Bank transfer: when the unpaid order is cancelled and when its customer is reminded (null otherwise). */
  paymentDueAt: Date | null;
  paymentReminderAt: Date | null;
  /** A subscription renewal: its subscription and the delivery date it is for (one order per pair). */
  subscriptionId?: string | null;
  renewalPeriod?: string | null;
  /** Why the order waits instead of being packed (it took no stock), or null. */
  holdReason?: string | null;
  /** A card renewal: when its saved card is first charged. */
  nextPaymentAttemptAt?: Date | null;
};

/**
 * The order's money columns from its totals (shared/totals.ts), one mapping for every order writer: the stored
 * discount is the goods' part, the delivery's part is stored beside the charged delivery.
 */
export function orderMoneyColumns(
  totals: OrderTotals,
): Pick<
  OrderRow,
  | 'subtotalNetPence'
  | 'vatPence'
  | 'discountPence'
  | 'shippingPence'
  | 'shippingVatPence'
  | 'shippingDiscountPence'
  | 'shippingChargeNetPence'
  | 'vatSummary'
  | 'totalPence'
> {
  return {
    subtotalNetPence: totals.subtotalNetPence,
    vatPence: totals.vatPence,
    discountPence: totals.goodsDiscountPence,
    shippingPence: totals.shippingPence,
    shippingVatPence: totals.shippingVatPence,
    shippingDiscountPence: totals.shippingDiscountPence,
    shippingChargeNetPence: totals.shippingChargeNetPence,
    vatSummary: totals.vatSummary,
    totalPence: totals.totalPence,
  };
}

/** What an item snapshot is written from: a priced cart line, or a subscription box's bag or extra. */
export type OrderLine = Pick<
  PricedCartLine,
  'variantId' | 'productName' | 'weight' | 'moisture' | 'unitNetPence' | 'vatRateBps' | 'quantity'
> & {
  /** Null for a bag whose variety is no longer sold (such an order is held and takes no stock). */
  productId: string | null;
  /** A subscription bag's fat choice; shop lines have none. */
  fat?: string | null;
};

export type OrderToWrite = {
  order: OrderRow;
  /** The order's first event's note (the payment method's label). */
  note: string;
  lines: OrderLine[];
  /** The stored figures of each line, after the discount, in the order of `lines`. */
  lineTotals: LineTotals[];
  /** False when the lines did not come from the shopper's cart (a quick order): the cart is left as it was. */
  emptyCart?: boolean;
  /** False for an order written on hold: its lines are recorded but no stock is taken. */
  takeStock?: boolean;
  /** The stock movements' reason. */
  stockReason?: string;
  /** Who the stock movements and the first event name: the customer unless given (the shop's own runs name the system). */
  actorUserId?: string | null;
  /**
   * Checkout: the unpaid-order limit of the order's customer, counted by this statement (it starts after the
   * placing lock was granted, so it sees every order placed before). At the limit nothing is written and the order is refused.
   */
  unpaidLimit?: UnpaidLimit | null;
};

/** A line's stock was short when the order was written (the whole write is rolled back with the transaction). */
export class OutOfStock extends AppError {
  constructor(readonly line: OrderLine | undefined) {
    super(
      'CONFLICT',
      `Sorry, ${line?.productName ?? 'an item'} ${line?.weight ?? ''} is out of stock. Please update your cart and try again.`,
    );
  }
}

/** The columns of order_items a line fills, as JSON keys (json_to_recordset below). */
function itemRow(line: OrderLine, figures: LineTotals | undefined) {
  if (!figures) throw new Error('a line has no totals');
  return {
    product_id: line.productId,
    variant_id: line.variantId,
    product_name: line.productName,
    weight: line.weight,
    moisture: line.moisture,
    fat: line.fat ?? null,
    unit_net_pence: line.unitNetPence,
    vat_rate_bps: line.vatRateBps,
    quantity: line.quantity,
    line_discount_pence: figures.lineDiscountPence,
    line_net_pence: figures.lineNetPence,
    line_vat_pence: figures.lineVatPence,
    line_total_pence: figures.lineTotalPence,
  };
}

/** The inputs of the order statement, by name (its sql.placeholder()s). */
type WriteOrderParam =
  | keyof OrderRow
  | 'wanted'
  | 'items'
  | 'stockReason'
  | 'actor'
  | 'note'
  | 'emptyCart'
  | 'cardCutoff'
  | 'unpaidMax';

const p = (name: WriteOrderParam) => sql.placeholder(name);

// The order statement's text is the same for every order (the lines and the stock wanted come as JSON), so it is
// prepared: PostgreSQL parses and plans it once per connection instead of once per order.
const writeOrderStatement = preparedStatement<
  { id: string | null; number: number | null; taken: string[]; unpaid: number },
  WriteOrderParam
>(
  'write_order',
  sql`
    with unpaid as (
      select count(*)::int as n from orders where ${p('unpaidMax')}::int is not null and ${unpaidShopOrdersWhere}
    ),
    new_order as (
      insert into orders (user_id, status, source, payment_method, shipping_address, subtotal_net_pence, vat_pence,
                          discount_pence, shipping_pence, shipping_vat_pence, shipping_discount_pence,
                          shipping_charge_net_pence, delivery_service, vat_summary, total_pence,
                          promotion_id, promotion_code, po_number, idempotency_key, terms_version,
                          delivery_returns_version, payment_due_at, payment_reminder_at, subscription_id, renewal_period,
                          hold_reason, next_payment_attempt_at)
      select ${p('userId')}::text, ${p('status')}::order_status, ${p('source')}::order_source, ${p('paymentMethod')}::text,
              ${p('shippingAddress')}::jsonb, ${p('subtotalNetPence')}::int, ${p('vatPence')}::int,
              ${p('discountPence')}::int, ${p('shippingPence')}::int, ${p('shippingVatPence')}::int, ${p('shippingDiscountPence')}::int,
              ${p('shippingChargeNetPence')}::int, ${p('deliveryService')}::text,
              ${p('vatSummary')}::jsonb, ${p('totalPence')}::int, ${p('promotionId')}::uuid, ${p('promotionCode')}::text,
              ${p('poNumber')}::text, ${p('idempotencyKey')}::text, ${p('termsVersion')}::int, ${p('deliveryReturnsVersion')}::int,
              ${p('paymentDueAt')}::timestamptz, ${p('paymentReminderAt')}::timestamptz,
              ${p('subscriptionId')}::uuid, ${p('renewalPeriod')}::text, ${p('holdReason')}::text,
              ${p('nextPaymentAttemptAt')}::timestamptz
      from unpaid where ${p('unpaidMax')}::int is null or unpaid.n < ${p('unpaidMax')}::int
      returning id, number
    ),
    wanted as (
      select w.id, w.quantity from json_to_recordset(${p('wanted')}::json) as w(id uuid, quantity int)
    ),
    locked as (
      select id from product_variants
      where id in (select id from wanted) and exists (select from new_order)
      order by id for update
    ),
    taken as (
      update product_variants v set stock = v.stock - w.quantity from wanted w
      where v.id = w.id and v.id in (select id from locked) and v.stock >= w.quantity
      returning v.id, w.quantity
    ),
    movements as (
      insert into stock_movements (variant_id, delta, reason, order_id, actor_user_id)
      select taken.id, -taken.quantity, ${p('stockReason')}::text, new_order.id, ${p('actor')}::text from taken, new_order
      returning variant_id
    ),
    items as (
      insert into order_items (order_id, product_id, variant_id, product_name, weight, moisture, fat, unit_net_pence,
                               vat_rate_bps, quantity, line_discount_pence, line_net_pence, line_vat_pence, line_total_pence)
      select new_order.id, x.product_id, x.variant_id, x.product_name, x.weight::weight, x.moisture::moisture, x.fat,
             x.unit_net_pence, x.vat_rate_bps, x.quantity, x.line_discount_pence, x.line_net_pence, x.line_vat_pence,
             x.line_total_pence
      from new_order, rows from (json_to_recordset(${p('items')}::json) as (product_id uuid, variant_id uuid, product_name text,
           weight text, moisture text, fat text, unit_net_pence int, vat_rate_bps int, quantity int, line_discount_pence int,
           line_net_pence int, line_vat_pence int, line_total_pence int)) with ordinality as x
      order by x.ordinality
    ),
    event as (
      insert into order_events (order_id, status, note, actor_user_id)
      select id, ${p('status')}::order_status, ${p('note')}::text, ${p('actor')}::text from new_order
    ),
    emptied as (delete from cart_items where ${p('emptyCart')}::boolean
                and cart_id in (select id from carts where user_id = ${p('userId')}::text))
    select new_order.id, new_order.number,
           coalesce((select array_agg(variant_id::text) from movements), '{}') as taken, unpaid.n as unpaid
    from unpaid left join new_order on true`,
);

/**
 * Writes an order and everything that comes with it but its invoice, in one statement: the order row, the
 * stock taken with its stock movements, the item snapshots, the first event, and the emptied cart (unless the
 * lines came from elsewhere). Every order is written here (checkout, quick orders, subscription renewals), so
 * they all take stock and snapshot their lines the same way; each statement is a round trip with the variant
 * rows locked (CPU on both sides, and time other orders wait on those rows).
 *
 * The order row comes first (the variant locks wait for it): a concurrent submit with the same key waits on
 * its unique key before it locks anything, then fails and replays (placeOrder). The conditional update
 * (stock >= quantity) refuses to oversell, and the variant rows are locked in id order, so concurrent orders
 * over the same variants never deadlock. When a line's stock is short the other writes happened all the
 * same: the AppError thrown rolls the transaction back.
 */
export async function writeOrder(tx: Tx, toWrite: OrderToWrite) {
  const { order: o, note, lines, lineTotals, emptyCart = true, takeStock = true, stockReason = 'order' } = toWrite;
  const actor = toWrite.actorUserId === undefined ? o.userId : toWrite.actorUserId;
  const wanted = new Map<string, { quantity: number; line: OrderLine }>();
  for (const line of takeStock ? lines : []) {
    const id = line.variantId as string;
    wanted.set(id, { quantity: (wanted.get(id)?.quantity ?? 0) + line.quantity, line });
  }
  const [written] = await writeOrderStatement(tx, {
    userId: o.userId,
    status: o.status,
    source: o.source,
    paymentMethod: o.paymentMethod,
    shippingAddress: JSON.stringify(o.shippingAddress),
    subtotalNetPence: o.subtotalNetPence,
    vatPence: o.vatPence,
    discountPence: o.discountPence,
    shippingPence: o.shippingPence,
    shippingVatPence: o.shippingVatPence,
    shippingDiscountPence: o.shippingDiscountPence,
    shippingChargeNetPence: o.shippingChargeNetPence,
    deliveryService: o.deliveryService,
    vatSummary: JSON.stringify(o.vatSummary),
    totalPence: o.totalPence,
    promotionId: o.promotionId,
    promotionCode: o.promotionCode,
    poNumber: o.poNumber,
    idempotencyKey: o.idempotencyKey,
    termsVersion: o.termsVersion,
    deliveryReturnsVersion: o.deliveryReturnsVersion,
    paymentDueAt: o.paymentDueAt?.toISOString() ?? null,
    paymentReminderAt: o.paymentReminderAt?.toISOString() ?? null,
    subscriptionId: o.subscriptionId ?? null,
    renewalPeriod: o.renewalPeriod ?? null,
    holdReason: o.holdReason ?? null,
    nextPaymentAttemptAt: o.nextPaymentAttemptAt?.toISOString() ?? null,
    wanted: JSON.stringify([...wanted].map(([id, w]) => ({ id, quantity: w.quantity }))),
    items: JSON.stringify(lines.map((line, i) => itemRow(line, lineTotals[i]))),
    stockReason,
    actor,
    note,
    emptyCart,
    cardCutoff: toWrite.unpaidLimit?.cardCutoff ?? null,
    unpaidMax: toWrite.unpaidLimit?.max ?? null,
  });
  if (!written) throw new Error('order statement returned nothing');
  // Refused at the limit, the statement wrote nothing (the emptied cart goes back with the rollback).
  if (written.id === null && toWrite.unpaidLimit) refuseAtUnpaidLimit(written.unpaid, toWrite.unpaidLimit.max);
  if (written.id === null || written.number === null) throw new Error('the order statement wrote no order');
  if (written.taken.length !== wanted.size) {
    throw new OutOfStock([...wanted].find(([id]) => !written.taken.includes(id))?.[1].line);
  }
  return { id: written.id, number: Number(written.number) };
}
