import { grossFromNet } from './pricing';

/** A priced line: unit net price in pence and its VAT rate (basis points; null = Exempt). */
export type PricedLine = { unitNetPence: number; vatRateBps: number | null; quantity: number };

export type LineAmounts = { lineNetPence: number; lineVatPence: number; lineTotalPence: number; unitGrossPence: number };

/** Spec: line total = VAT-inclusive unit price x quantity. */
export function lineAmounts(line: PricedLine): LineAmounts {
  const unitGrossPence = grossFromNet(line.unitNetPence, line.vatRateBps);
  const lineTotalPence = unitGrossPence * line.quantity;
  const lineNetPence = line.unitNetPence * line.quantity;
  return { lineNetPence, lineVatPence: lineTotalPence - lineNetPence, lineTotalPence, unitGrossPence };
}

export type OrderTotals = {
  subtotalNetPence: number;
  vatPence: number;
  subtotalPence: number;
  discountPence: number;
  shippingPence: number;
  totalPence: number;
};

/** Cart total = sum of line totals, minus the discount (never below zero), plus shipping. */
export function orderTotals(lines: readonly PricedLine[], discountPence = 0, shippingPence = 0): OrderTotals {
  let subtotalNetPence = 0;
  let subtotalPence = 0;
  for (const line of lines) {
    const amounts = lineAmounts(line);
    subtotalNetPence += amounts.lineNetPence;
    subtotalPence += amounts.lineTotalPence;
  }
  const discount = Math.max(0, Math.min(discountPence, subtotalPence));
  return {
    subtotalNetPence,
    vatPence: subtotalPence - subtotalNetPence,
    subtotalPence,
    discountPence: discount,
    shippingPence,
    totalPence: subtotalPence - discount + shippingPence,
  };
}
