import { apportion, type VatRateSummary } from './totals';

/** One VAT rate's amounts on an invoice or credit note (null rate = Exempt), as shared/totals.ts sums them. */
export type RateAmounts = VatRateSummary;

/** A credited line: the invoice line with its amounts negated. */
export type CreditNoteLine = {
  description: string;
  quantity: number;
  unitNetPence: number;
  vatRateBps: number | null;
  /** Printed instead of the rate: delivery spread over several rates reads 'Mixed'. */
  vatRateLabel?: string;
  netPence: number;
  vatPence: number;
  grossPence: number;
};

/** -x without JSON's -0 surprises. */
export const negate = (pence: number) => (pence === 0 ? 0 : -pence);

export function negateRates(rates: readonly RateAmounts[]): RateAmounts[] {
  return rates.map((r) => ({
    vatRateBps: r.vatRateBps,
    netPence: negate(r.netPence),
    vatPence: negate(r.vatPence),
    grossPence: negate(r.grossPence),
  }));
}

export function sumRates(rates: readonly RateAmounts[]): { netPence: number; vatPence: number; grossPence: number } {
  return rates.reduce(
    (sum, r) => ({
      netPence: sum.netPence + r.netPence,
      vatPence: sum.vatPence + r.vatPence,
      grossPence: sum.grossPence + r.grossPence,
    }),
    { netPence: 0, vatPence: 0, grossPence: 0 },
  );
}

/**
 * A part refund of `amountPence` (gross) as negative per-rate amounts: shared across the invoice's
 * VAT rates in proportion to their gross (largest remainder, so the pieces sum exactly), and each
 * piece split into VAT and net in the proportion that rate had on the invoice, so 0% and exempt
 * pieces carry no VAT.
 */
export function apportionCredit(rates: readonly RateAmounts[], amountPence: number): RateAmounts[] {
  const invoiced = sumRates(rates).grossPence;
  if (!Number.isInteger(amountPence) || amountPence <= 0)
    throw new RangeError('A credit must be a positive whole number of pence.');
  if (amountPence > invoiced) throw new RangeError('A credit cannot be more than the invoice.');
  const pieces = apportion(
    amountPence,
    rates.map((r) => r.grossPence),
  );
  return rates.map((r, i) => {
    const gross = pieces[i] ?? 0;
    const vat = r.grossPence === 0 ? 0 : Math.round((gross * r.vatPence) / r.grossPence);
    return { vatRateBps: r.vatRateBps, netPence: negate(gross - vat), vatPence: negate(vat), grossPence: negate(gross) };
  });
}

/** Credit note references: CN- and the number, zero-padded to five digits (CN-00001). */
export function formatCreditNoteNumber(number: number): string {
  return `CN-${String(number).padStart(5, '0')}`;
}
