import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CROWN_MARK } from '../../server/modules/invoice/crown';
import { apportionCredit, formatCreditNoteNumber, negateRates, type RateAmounts, sumRates } from '../../shared/credit-notes';

const rate = (vatRateBps: number | null, netPence: number, vatPence: number): RateAmounts => ({
  vatRateBps,
  netPence,
  vatPence,
  grossPence: netPence + vatPence,
});

describe('credit note amounts', () => {
  it('a full credit negates every rate', () => {
    const invoice = [rate(2000, 2497, 499), rate(0, 1000, 0), rate(null, 300, 0)];
    expect(negateRates(invoice)).toEqual([rate(2000, -2497, -499), rate(0, -1000, 0), rate(null, -300, 0)]);
    expect(sumRates(negateRates(invoice))).toEqual({ netPence: -3797, vatPence: -499, grossPence: -4296 });
  });

  it('a part credit is shared by gross across the rates, and 0% and exempt parts carry no VAT', () => {
    // £30 at 20% (25.00 + 5.00) and £10 at 0%: £10 back is £7.50 at 20% (6.25 + 1.25) and £2.50 at 0%.
    expect(apportionCredit([rate(2000, 2500, 500), rate(0, 1000, 0)], 1000)).toEqual([rate(2000, -625, -125), rate(0, -250, 0)]);
  });

  it('for any invoice and amount: pieces sum exactly, never exceed a rate, net + VAT = gross, no VAT where none was charged', () => {
    const rates = fc.uniqueArray(
      fc.record({
        vatRateBps: fc.constantFrom(2000, 500, 0, null),
        netPence: fc.integer({ min: 0, max: 500_000 }),
      }),
      { minLength: 1, maxLength: 4, selector: (r) => r.vatRateBps },
    );
    fc.assert(
      fc.property(rates, fc.double({ min: 0, max: 1, noNaN: true }), (nets, share) => {
        const invoice = nets.map((r) => rate(r.vatRateBps, r.netPence, Math.round((r.netPence * (r.vatRateBps ?? 0)) / 10_000)));
        const gross = sumRates(invoice).grossPence;
        fc.pre(gross > 0);
        const amount = Math.max(1, Math.round(gross * share));
        const credit = apportionCredit(invoice, amount);
        expect(sumRates(credit).grossPence).toBe(-amount);
        credit.forEach((c, i) => {
          const invoiced = invoice[i] as RateAmounts;
          expect(c.netPence + c.vatPence).toBe(c.grossPence);
          expect(-c.grossPence).toBeLessThanOrEqual(invoiced.grossPence);
          expect(c.grossPence).toBeLessThanOrEqual(0);
          if (!invoiced.vatRateBps) expect(c.vatPence).toBe(0);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('refuses nothing, negative, fractional or more than the invoice', () => {
    const invoice = [rate(2000, 1000, 200)];
    expect(() => apportionCredit(invoice, 0)).toThrow(RangeError);
    expect(() => apportionCredit(invoice, -5)).toThrow(RangeError);
    expect(() => apportionCredit(invoice, 1.5)).toThrow(RangeError);
    expect(() => apportionCredit(invoice, 1201)).toThrow('more than the invoice');
  });

  it('numbers credit notes CN-00001 onwards', () => {
    expect(formatCreditNoteNumber(1)).toBe('CN-00001');
    expect(formatCreditNoteNumber(123_456)).toBe('CN-123456');
  });
});

describe('the logo slot', () => {
  it('draws the crown mark of the brand (public/favicon.svg)', () => {
    const favicon = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
    expect(favicon).toContain(`d="${CROWN_MARK.crown.path}"`);
    expect(favicon).toContain(`fill="${CROWN_MARK.tile.fill}"`);
    expect(favicon).toContain(`fill="${CROWN_MARK.crown.fill}"`);
  });
});
