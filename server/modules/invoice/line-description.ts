import { moistureLabel } from '../../../shared/constants';
import type { CreditNoteLine } from '../../../shared/credit-notes';

/** How an order line reads on invoices and credit notes: 'Chilli 250g (Mooo!)'. */
export function lineDescription(item: { productName: string; weight: string; moisture: string }): string {
  return `${item.productName} ${item.weight} (${moistureLabel(item.moisture)})`;
}

/**
 * The delivery as a document line, so the net amounts add up to the VAT summary's net. Delivery
 * is taxed like the goods it carries (shared/totals.ts): one rate when the goods have one,
 * otherwise spread over theirs ('Mixed'; the VAT summary shows each part). Like a goods line, its
 * unit price is the list price ex VAT and its net amount is what was charged after any discount.
 */
export function deliveryLine(
  order: { shippingPence: number; shippingVatPence: number; shippingChargeNetPence: number; deliveryService: string | null },
  goodsRates: readonly (number | null)[],
): CreditNoteLine | null {
  if (order.shippingPence === 0 && order.shippingChargeNetPence === 0) return null;
  const rates = [...new Set(goodsRates)];
  const netPence = order.shippingPence - order.shippingVatPence;
  return {
    description: order.deliveryService ? `Delivery (${order.deliveryService})` : 'Delivery',
    quantity: 1,
    unitNetPence: order.shippingChargeNetPence,
    vatRateBps: rates.length === 1 ? (rates[0] ?? null) : null,
    ...(rates.length === 1 ? {} : { vatRateLabel: 'Mixed' }),
    netPence,
    vatPence: order.shippingVatPence,
    grossPence: order.shippingPence,
  };
}
