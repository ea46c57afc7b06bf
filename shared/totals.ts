import type { DiscountType } from './constants';
import { grossFromNet } from './pricing';

/**
 * The ONE place every money figure of a basket or order comes from: the cart drawer, the checkout
 * quote, order placement, subscription renewals, emails, invoices and CSV exports all read it.
 *
 * HMRC (VAT Notice 700/7 "Business promotions"): a discount given at the time of sale reduces the
 * value on which VAT is due, so VAT is worked out per line AFTER the discount, never taken from the
 * undiscounted basket. Delivery follows the VAT treatment of the goods it delivers (VAT Notice
 * 700/24): the charge is split over the VAT rates in the order by the value of the goods at each
 * rate, and each share is taxed like goods at that rate (a zero-rated or exempt share has no VAT).
 *
 * Two price bases:
 * - 'gross' (retail and subscriptions): prices are shown VAT-inclusive and the shopper pays the
 *   displayed gross, so the discount comes off the gross and the net is backed out of what remains.
 * - 'net' (approved wholesalers on net tier prices): the discount comes off the net and VAT is
 *   added to what remains.
 */

/** A priced line: unit net price in pence and its VAT rate (basis points; null = Exempt). */
export type PricedLine = {
  unitNetPence: number;
  vatRateBps: number | null;
  quantity: number;
  /** A VAT-inclusive unit price fixed elsewhere (a subscription bag's share of the plan price). */
  unitGrossPence?: number;
};

export type PriceBasis = 'gross' | 'net';

/** A promotion as the totals need it: basis points for a percentage (1000 = 10%), pence for a fixed amount. */
export type DiscountRule = { discountType: DiscountType; discountValue: number };

export type VatRateSummary = { vatRateBps: number | null; netPence: number; vatPence: number; grossPence: number };

export type LineTotals = {
  unitGrossPence: number;
  /** The line before any discount, VAT-inclusive (what the cart shows as the line total). */
  lineSubtotalPence: number;
  /** How much the line's VAT-inclusive total fell by the discount. */
  lineDiscountPence: number;
  /** After the discount: net + VAT = total. */
  lineNetPence: number;
  lineVatPence: number;
  lineTotalPence: number;
};

export type OrderTotals = {
  basis: PriceBasis;
  lines: LineTotals[];
  /** Goods before the discount, VAT-inclusive (sum of the line subtotals). */
  subtotalPence: number;
  /** What the code took off the goods (sum of lineDiscountPence; orders.discount_pence). */
  goodsDiscountPence: number;
  /**
   * The whole discount, goods and delivery: the 'Discount' line every view prints, beside the delivery
   * at its list price, so subtotal - discount + shippingCharge = total.
   */
  discountPence: number;
  /** Goods net after the discount (orders.subtotal_net_pence). */
  subtotalNetPence: number;
  /** The delivery charge before the discount (the rate's price): the 'Delivery' line. */
  shippingChargePence: number;
  /**
   * The same charge ex VAT: split over the rates like the delivery charged, each share's VAT backed out
   * and rounded per share (the invoice prints it as the delivery's unit price).
   */
  shippingChargeNetPence: number;
  /** What a percentage code took off the delivery charge (part of discountPence). */
  shippingDiscountPence: number;
  /** The delivery charged, VAT-inclusive, after the discount; shippingVatPence of it is VAT. */
  shippingPence: number;
  shippingVatPence: number;
  /** Goods and delivery after the discount: netPence + vatPence = totalPence. */
  netPence: number;
  vatPence: number;
  totalPence: number;
  /** Goods AND delivery per VAT rate after the discount; one entry per rate present, Exempt = null. */
  vatSummary: VatRateSummary[];
};

export type TotalsInput = {
  lines: readonly PricedLine[];
  basis?: PriceBasis;
  discount?: DiscountRule | null;
  /** The delivery charge, VAT-inclusive, before any discount. */
  shippingPence?: number;
};

const FULL = 10_000;
/** A delivery with no goods to follow (never placed, but the function is total) is a standard-rated supply. */
const STANDARD_RATE_BPS = 2000;

/** Net part of a VAT-inclusive amount; 0% and Exempt have no VAT. */
function netOfGross(grossPence: number, bps: number | null): number {
  return bps ? Math.round((grossPence * FULL) / (FULL + bps)) : grossPence;
}

/** VAT on a net amount, rounded per line. */
function vatOnNet(netPence: number, bps: number | null): number {
  return bps ? Math.round((netPence * bps) / FULL) : 0;
}

/**
 * Splits `total` over `weights` in proportion, in whole pence that sum exactly to `total`
 * (largest remainder: everyone gets the floor, the largest fractions take the pennies left; ties
 * go to the earlier line so the result is deterministic).
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((n, w) => n + w, 0);
  if (total <= 0 || weights.length === 0) return weights.map(() => 0);
  if (sum <= 0)
    return apportion(
      total,
      weights.map(() => 1),
    );
  const exact = weights.map((w) => total * w);
  const shares = exact.map((e) => Math.floor(e / sum));
  let left = total - shares.reduce((n, s) => n + s, 0);
  const order = exact.map((e, i) => ({ i, rest: e % sum })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * Discount strategies (style guide 4): each returns the discount pieces per goods line (in the
 * basis' own values) and the piece taken off the delivery charge.
 * - percentage: every line, delivery included, loses round(value x rate), so a 100% code makes
 *   goods and delivery free and the VAT nothing.
 * - fixed: goods only, never more than the goods are worth, apportioned by their value.
 */
const strategies: Record<
  DiscountType,
  (values: number[], shipping: number, value: number) => { pieces: number[]; shipping: number }
> = {
  percentage: (values, shipping, bps) => {
    const rate = Math.min(Math.max(bps, 0), FULL);
    const off = (v: number) => Math.round((v * rate) / FULL);
    return { pieces: values.map(off), shipping: off(shipping) };
  },
  fixed: (values, _shipping, pence) => {
    const goods = values.reduce((n, v) => n + v, 0);
    return { pieces: apportion(Math.min(Math.max(pence, 0), goods), values), shipping: 0 };
  },
};

/** Orders rates 20%, 5%, 0%, then Exempt, the way a VAT summary reads. */
const rateOrder = (bps: number | null) => (bps === null ? -1 : bps);

/** Every figure of a basket or order: per line, delivery, per VAT rate and in total, all after the discount. */
export function orderTotals(input: TotalsInput): OrderTotals {
  const basis = input.basis ?? 'gross';
  const shippingCharge = Math.max(0, input.shippingPence ?? 0);

  // Each line's value before the discount, in the basis' terms (gross for retail, net for trade).
  const before = input.lines.map((l) => {
    const unitGrossPence = l.unitGrossPence ?? grossFromNet(l.unitNetPence, l.vatRateBps);
    const net = l.unitNetPence * l.quantity;
    const gross = basis === 'gross' ? unitGrossPence * l.quantity : net + vatOnNet(net, l.vatRateBps);
    return { unitGrossPence, value: basis === 'gross' ? gross : net, gross };
  });
  const discount = input.discount
    ? strategies[input.discount.discountType](
        before.map((b) => b.value),
        shippingCharge,
        input.discount.discountValue,
      )
    : { pieces: before.map(() => 0), shipping: 0 };

  const lines: LineTotals[] = input.lines.map((l, i) => {
    const b = before[i] as (typeof before)[number];
    const value = b.value - (discount.pieces[i] ?? 0);
    const lineNetPence = basis === 'gross' ? netOfGross(value, l.vatRateBps) : value;
    const lineTotalPence = basis === 'gross' ? value : value + vatOnNet(value, l.vatRateBps);
    return {
      unitGrossPence: b.unitGrossPence,
      lineSubtotalPence: b.gross,
      lineDiscountPence: b.gross - lineTotalPence,
      lineNetPence,
      lineVatPence: lineTotalPence - lineNetPence,
      lineTotalPence,
    };
  });

  // Delivery follows the goods: split over the rates present by the (discounted) value of the goods
  // at each rate; when the discount left nothing, by their value before it.
  const shippingPence = shippingCharge - discount.shipping;
  const rates = [...new Set(input.lines.map((l) => l.vatRateBps))];
  if (rates.length === 0) rates.push(STANDARD_RATE_BPS);
  const valueAt = (bps: number | null, after: boolean) =>
    input.lines.reduce((n, l, i) => {
      if (l.vatRateBps !== bps) return n;
      const b = before[i] as (typeof before)[number];
      return n + (after ? b.value - (discount.pieces[i] ?? 0) : b.value);
    }, 0);
  const afterValues = rates.map((r) => valueAt(r, true));
  const weights = afterValues.some((v) => v > 0) ? afterValues : rates.map((r) => valueAt(r, false));
  const sharesOf = (charge: number) =>
    apportion(charge, weights).map((gross, i) => {
      const bps = rates[i] ?? null;
      const net = netOfGross(gross, bps);
      return { vatRateBps: bps, netPence: net, vatPence: gross - net, grossPence: gross };
    });
  const shippingShares = sharesOf(shippingPence);

  const summary = new Map<number | null, VatRateSummary>();
  const add = (bps: number | null, net: number, vat: number) => {
    const entry = summary.get(bps) ?? { vatRateBps: bps, netPence: 0, vatPence: 0, grossPence: 0 };
    entry.netPence += net;
    entry.vatPence += vat;
    entry.grossPence += net + vat;
    summary.set(bps, entry);
  };
  input.lines.forEach((l, i) => {
    const t = lines[i] as LineTotals;
    add(l.vatRateBps, t.lineNetPence, t.lineVatPence);
  });
  for (const share of shippingShares) if (share.grossPence > 0) add(share.vatRateBps, share.netPence, share.vatPence);

  const sum = <T>(xs: readonly T[], f: (x: T) => number) => xs.reduce((n, x) => n + f(x), 0);
  const subtotalNetPence = sum(lines, (l) => l.lineNetPence);
  const shippingVatPence = sum(shippingShares, (s) => s.vatPence);
  const netPence = subtotalNetPence + shippingPence - shippingVatPence;
  const vatPence = sum(lines, (l) => l.lineVatPence) + shippingVatPence;
  const goodsDiscountPence = sum(lines, (l) => l.lineDiscountPence);
  return {
    basis,
    lines,
    subtotalPence: sum(lines, (l) => l.lineSubtotalPence),
    goodsDiscountPence,
    discountPence: goodsDiscountPence + discount.shipping,
    subtotalNetPence,
    shippingChargePence: shippingCharge,
    shippingChargeNetPence: sum(sharesOf(shippingCharge), (s) => s.netPence),
    shippingDiscountPence: discount.shipping,
    shippingPence,
    shippingVatPence,
    netPence,
    vatPence,
    totalPence: netPence + vatPence,
    vatSummary: [...summary.values()].sort((a, b) => rateOrder(b.vatRateBps) - rateOrder(a.vatRateBps)),
  };
}

/** One line on its own, before any discount (the cart's per-line figures). */
export function lineAmounts(line: PricedLine, basis: PriceBasis = 'gross'): LineTotals {
  return orderTotals({ lines: [line], basis }).lines[0] as LineTotals;
}
