import type { Weight } from './constants';
import { type DeliveryCharge, type DeliveryOption, type DeliveryRates, parcelGrams, shopDeliveryCharge } from './delivery';
import { type DiscountRule, type OrderTotals, orderTotals, type PriceBasis, type PricedLine } from './totals';

export type BasketLine = PricedLine & { weight: Weight };

/**
 * A shop basket's totals with its delivery charge: the free-delivery threshold is judged on the
 * goods after the discount (which no delivery charge changes), then delivery joins the totals so
 * its VAT and any percentage discount are worked out with the goods (shared/totals.ts).
 */
export function basketTotals(input: {
  lines: readonly BasketLine[];
  basis: PriceBasis;
  discount: DiscountRule | null;
  rates: DeliveryRates;
  option: DeliveryOption;
}): { totals: OrderTotals; delivery: DeliveryCharge } {
  const goods = orderTotals({ lines: input.lines, basis: input.basis, discount: input.discount });
  const delivery = shopDeliveryCharge(input.rates, {
    grams: parcelGrams(input.lines),
    goodsAfterDiscountPence: goods.subtotalPence - goods.goodsDiscountPence,
    option: input.option,
  });
  const totals = orderTotals({ ...input, shippingPence: delivery.pricePence });
  return { totals, delivery };
}
