import type { VatRateSummary } from './totals';

/**
 * The totals rows every view of a stored order prints (account, back office, CSV), read from the
 * figures shared/totals.ts produced when the order was placed. Nothing is worked out again: the
 * goods subtotal before the discount is the identity totals.ts guarantees
 * (subtotal - discount + delivery = total), so every view shows the same pennies.
 */
export type StoredOrderFigures = {
  discountPence: number;
  shippingPence: number;
  vatPence: number;
  totalPence: number;
  promotionCode: string | null;
  deliveryService: string | null;
  vatSummary: VatRateSummary[];
};

export type OrderSummary = {
  subtotalPence: number;
  discount: { label: string; pence: number } | null;
  delivery: { label: string; pence: number };
  totalPence: number;
  vatPence: number;
  vatSummary: VatRateSummary[];
};

export function orderSummary(order: StoredOrderFigures): OrderSummary {
  return {
    subtotalPence: order.totalPence - order.shippingPence + order.discountPence,
    discount:
      order.discountPence > 0
        ? { label: order.promotionCode ? `Discount (${order.promotionCode})` : 'Discount', pence: order.discountPence }
        : null,
    delivery: { label: deliveryLabel(order.deliveryService), pence: order.shippingPence },
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
