import { basketTotals } from '../../../shared/basket';
import type { DeliveryOption } from '../../../shared/delivery';
import type { TradeOrderLine } from '../../../shared/trade-order';
import type { Db } from '../../db/client';
import type { Profile } from '../../db/schema/index';
import { priceBasisOf, tradeTierOf } from '../catalogue/pricing';
import { loadDeliveryRates } from '../delivery/queries';
import { priceTradeLines } from './catalogue';

/**
 * A quick order's running figures, decided here and only shown by the page: each line at the account's tier
 * net price with its VAT, or why it cannot be ordered; the goods, delivery, VAT per rate and total of the
 * lines that can (shared/totals.ts through basketTotals, as placing will).
 */
export async function quoteTradeOrder(
  db: Db,
  profile: Profile | null,
  input: { lines: readonly TradeOrderLine[]; deliveryOption?: DeliveryOption },
) {
  const tier = tradeTierOf(profile);
  const [lines, rates] = await Promise.all([priceTradeLines(db, tier, input.lines), loadDeliveryRates(db)]);
  const buyable = lines.filter((l) => l.problem === null);
  const { totals, delivery } = basketTotals({
    lines: buyable,
    basis: priceBasisOf(tier),
    discount: null,
    rates,
    option: input.deliveryOption ?? 'tracked',
  });
  return {
    lines: lines.map((l) => ({
      variantId: l.requestedVariantId,
      productName: l.productName,
      weight: l.weight,
      quantity: l.quantity,
      unitNetPence: l.unitNetPence,
      vatRateBps: l.vatRateBps,
      lineNetPence: l.lineNetPence,
      lineVatPence: l.lineVatPence,
      lineTotalPence: l.lineTotalPence,
      problem: l.problem,
    })),
    totals: {
      goodsNetPence: totals.subtotalNetPence,
      deliveryNetPence: totals.shippingPence - totals.shippingVatPence,
      netPence: totals.netPence,
      vatPence: totals.vatPence,
      totalPence: totals.totalPence,
      vatSummary: totals.vatSummary,
    },
    delivery: { service: delivery.service, free: delivery.free },
    freeThresholdPence: rates.freeThresholdPence,
    /** Something to order, and every line can be ordered as it is. */
    canPlace: lines.length > 0 && buyable.length === lines.length,
  };
}
