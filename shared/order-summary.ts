import type { VatRateSummary } from './totals';

/**
 * The totals rows every view of a stored order prints (account, back office, CSV, invoice and credit
 * note), read from the figures shared/totals.ts produced when the order was placed. Nothing is worked
 * out again: the goods subtotal before the discount is the identity totals.ts guarantees
 * (subtotal - goods discount + delivery charged = total), so every view shows the same pennies.
 *
 * A percentage code also takes its share off the delivery. The delivery is printed at its list price
 * and the discount line carries the whole discount, goods and delivery, so what the code took off is
 * one figure and the rows still add up to the total.
 */
export type StoredOrderFigures = {
  /** The goods' discount. */
  discountPence: number;
  /** The delivery charged, after the discount. */
  shippingPence: number;
  /** What the discount took off the delivery (0 on documents from before it was recorded). */
  shippingDiscountPence: number;
  vatPence: number;
  totalPence: number;
  promotionCode: string | null;
  deliveryService: string | null;
  vatSummary: VatRateSummary[];
};

export type OrderSummary = {
  subtotalPence: number;
  /** The whole discount (goods and delivery); null when there is none. */
  discount: { label: string; pence: number } | null;
  /** The delivery at its list price. */
  delivery: { label: string; pence: number };
  totalPence: number;
  vatPence: number;
  vatSummary: VatRateSummary[];
};

/** The rows of a stored order, invoice or credit note (a credit note's figures are negative, so any non-zero discount shows). */
export function orderSummary(order: StoredOrderFigures): OrderSummary {
  const discountPence = order.discountPence + order.shippingDiscountPence;
  return {
    subtotalPence: order.totalPence - order.shippingPence + order.discountPence,
    discount:
      discountPence !== 0
        ? { label: order.promotionCode ? `Discount (${order.promotionCode})` : 'Discount', pence: discountPence }
        : null,
    delivery: { label: deliveryLabel(order.deliveryService), pence: order.shippingPence + order.shippingDiscountPence },
    totalPence: order.totalPence,
    vatPence: order.vatPence,
    vatSummary: order.vatSummary,
  };
}

/** 'Delivery (Tracked 48)'; plain 'Delivery' on orders placed before the service was recorded. */
export function deliveryLabel(service: string | null): string {
  return service ? `Delivery (${service})` : 'Delivery';
}

/** '20%', '5%', '0%', 'Exempt' */
export function vatRateLabel(bps: number | null): string {
  return bps === null ? 'Exempt' : `${bps / 100}%`;
}

/** A stored line before the discount (as the cart showed it): the stored total plus what the discount took off. */
export function lineSubtotalPence(item: { lineTotalPence: number; lineDiscountPence: number }): number {
  return item.lineTotalPence + item.lineDiscountPence;
}
