import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportion, type DiscountRule, lineAmounts, type OrderTotals, orderTotals, type PricedLine } from '../../shared/totals';

const RUNS = 2_000;

const lineArb = fc.record({
  unitNetPence: fc.integer({ min: 0, max: 60_000 }),
  vatRateBps: fc.constantFrom<number | null>(2000, 500, 0, null),
  quantity: fc.integer({ min: 1, max: 99 }),
});
const discountArb: fc.Arbitrary<DiscountRule | null> = fc.oneof(
  fc.constant(null),
  fc.record({ discountType: fc.constant('percentage' as const), discountValue: fc.integer({ min: 0, max: 10_000 }) }),
  fc.record({ discountType: fc.constant('fixed' as const), discountValue: fc.integer({ min: 0, max: 500_000 }) }),
);
const basketArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 10 }),
  basis: fc.constantFrom('gross' as const, 'net' as const),
  discount: discountArb,
  shippingPence: fc.integer({ min: 0, max: 5_000 }),
});

type Basket = typeof basketArb extends fc.Arbitrary<infer T> ? T : never;

const property = (check: (t: OrderTotals, input: Basket) => void) =>
  fc.assert(
    fc.property(basketArb, (input) => check(orderTotals(input), input)),
    { numRuns: RUNS },
  );

const allFigures = (t: OrderTotals) => [
  t.subtotalPence,
  t.discountPence,
  t.goodsDiscountPence,
  t.subtotalNetPence,
  t.shippingChargePence,
  t.shippingChargeNetPence,
  t.shippingPence,
  t.shippingVatPence,
  t.shippingDiscountPence,
  t.netPence,
  t.vatPence,
  t.totalPence,
  ...t.lines.flatMap((l) => [l.lineSubtotalPence, l.lineDiscountPence, l.lineNetPence, l.lineVatPence, l.lineTotalPence]),
  ...t.vatSummary.flatMap((s) => [s.netPence, s.vatPence, s.grossPence]),
];

// Each property checks 2,000 random baskets; on 2 shared cores that takes seconds, not milliseconds.
describe('order totals: properties (fast-check, 9 properties x 2,000 baskets)', { timeout: 60_000 }, () => {
  it('total = net + VAT, and the summary per rate adds up to the same figures', () =>
    property((t) => {
      expect(t.totalPence).toBe(t.netPence + t.vatPence);
      // As printed: the delivery at its list price and the whole discount; and as charged.
      expect(t.totalPence).toBe(t.subtotalPence - t.discountPence + t.shippingChargePence);
      expect(t.totalPence).toBe(t.subtotalPence - t.goodsDiscountPence + t.shippingPence);
      expect(t.vatSummary.reduce((n, s) => n + s.netPence, 0)).toBe(t.netPence);
      expect(t.vatSummary.reduce((n, s) => n + s.vatPence, 0)).toBe(t.vatPence);
      for (const s of t.vatSummary) expect(s.grossPence).toBe(s.netPence + s.vatPence);
      for (const l of t.lines) expect(l.lineTotalPence).toBe(l.lineNetPence + l.lineVatPence);
    }));

  it('VAT per rate = rate x net of that rate, within 1p per line (delivery shares count as lines)', () =>
    property((t, input) => {
      for (const s of t.vatSummary) {
        const linesAtRate = input.lines.filter((l) => l.vatRateBps === s.vatRateBps).length + 1;
        if (!s.vatRateBps) expect(s.vatPence).toBe(0);
        else expect(Math.abs(s.vatPence - (s.netPence * s.vatRateBps) / 10_000)).toBeLessThanOrEqual(linesAtRate);
      }
      input.lines.forEach((l, i) => {
        const line = t.lines[i];
        if (!line) throw new Error('missing line');
        if (!l.vatRateBps) expect(line.lineVatPence).toBe(0);
        else expect(Math.abs(line.lineVatPence - (line.lineNetPence * l.vatRateBps) / 10_000)).toBeLessThanOrEqual(1);
      });
    }));

  it('nothing is negative and every figure is whole pence', () =>
    property((t) => {
      expect(allFigures(t).filter((figure) => !Number.isInteger(figure) || figure < 0)).toEqual([]);
    }));

  it('the discount is the goods pieces plus the delivery piece, and a fixed discount never exceeds the goods', () =>
    property((t, input) => {
      expect(t.lines.reduce((n, l) => n + l.lineDiscountPence, 0)).toBe(t.goodsDiscountPence);
      expect(t.discountPence).toBe(t.goodsDiscountPence + t.shippingDiscountPence);
      expect(t.shippingPence).toBe(t.shippingChargePence - t.shippingDiscountPence);
      expect(t.goodsDiscountPence).toBeLessThanOrEqual(t.subtotalPence);
      expect(t.shippingDiscountPence).toBeLessThanOrEqual(t.shippingChargePence);
      if (input.discount?.discountType === 'fixed') {
        expect(t.shippingDiscountPence).toBe(0);
        if (input.basis === 'gross') expect(t.discountPence).toBe(Math.min(input.discount.discountValue, t.subtotalPence));
      }
      if (!input.discount) {
        expect(t.discountPence).toBe(0);
        // Nothing off the delivery: its list price ex VAT is the net of what is charged.
        expect(t.shippingChargeNetPence).toBe(t.shippingPence - t.shippingVatPence);
      }
    }));

  it('the list delivery ex VAT is at most its price and at least its price ex 20% VAT (a penny per rate for rounding)', () =>
    property((t) => {
      expect(t.shippingChargeNetPence).toBeLessThanOrEqual(t.shippingChargePence);
      expect(t.shippingChargeNetPence).toBeGreaterThanOrEqual(Math.floor((t.shippingChargePence * 10_000) / 12_000) - 4);
    }));

  it('a 100% discount makes goods and delivery free: total 0, VAT 0', () =>
    fc.assert(
      fc.property(basketArb, (input) => {
        const t = orderTotals({ ...input, discount: { discountType: 'percentage', discountValue: 10_000 } });
        expect(t.totalPence).toBe(0);
        expect(t.vatPence).toBe(0);
        expect(t.shippingPence).toBe(0);
        expect(t.vatSummary.every((s) => s.vatPence === 0 && s.netPence === 0)).toBe(true);
      }),
      { numRuns: RUNS },
    ));

  it('delivery on a basket of only 0% and Exempt goods carries no VAT', () =>
    fc.assert(
      fc.property(basketArb, (input) => {
        const lines = input.lines.map((l, i) => ({ ...l, vatRateBps: i % 2 ? 0 : null }));
        const t = orderTotals({ ...input, lines });
        expect(t.shippingVatPence).toBe(0);
        expect(t.vatPence).toBe(0);
        expect(t.totalPence).toBe(t.netPence);
      }),
      { numRuns: RUNS },
    ));

  it('delivery VAT follows the goods: its net and VAT sit in the summary at the rates of the goods', () =>
    property((t, input) => {
      const rates = new Set(input.lines.map((l) => l.vatRateBps));
      expect(new Set(t.vatSummary.map((s) => s.vatRateBps))).toEqual(rates);
      const goodsVat = t.lines.reduce((n, l) => n + l.lineVatPence, 0);
      expect(t.vatPence - goodsVat).toBe(t.shippingVatPence);
      if (!rates.has(2000) && !rates.has(500)) expect(t.shippingVatPence).toBe(0);
    }));

  it('apportion splits exactly, in proportion within a penny', () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const shares = apportion(total, weights);
          expect(shares.reduce((n, s) => n + s, 0)).toBe(total);
          const sum = weights.reduce((n, w) => n + w, 0);
          const drift = weights.map((w, i) => Math.abs((shares[i] ?? 0) - (total * w) / sum));
          if (sum > 0) expect(drift.filter((d) => d >= 1)).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    ));
});

const line = (unitNetPence: number, vatRateBps: number | null, quantity = 1): PricedLine => ({
  unitNetPence,
  vatRateBps,
  quantity,
});

describe('order totals: worked examples', () => {
  it('one retail line: VAT-inclusive unit price x quantity, VAT backed out', () => {
    expect(lineAmounts(line(832, 2000, 2))).toEqual({
      unitGrossPence: 998,
      lineSubtotalPence: 1996,
      lineDiscountPence: 0,
      lineNetPence: 1663,
      lineVatPence: 333,
      lineTotalPence: 1996,
    });
  });

  it('100% code on 2 x 250g (£19.96): total £0.00 and VAT £0.00 (was £3.32 before)', () => {
    const t = orderTotals({ lines: [line(832, 2000, 2)], discount: { discountType: 'percentage', discountValue: 10_000 } });
    expect([t.totalPence, t.vatPence, t.discountPence, t.goodsDiscountPence]).toEqual([0, 0, 1996, 1996]);
  });

  it('mixed rates 20%, 5%, 0% and Exempt with 10% off and £3.95 delivery', () => {
    // Goods gross: 20% £12.00, 5% £10.50, 0% £8.00, Exempt £5.00 = £35.50.
    const t = orderTotals({
      lines: [line(1000, 2000), line(1000, 500), line(400, 0, 2), line(500, null)],
      discount: { discountType: 'percentage', discountValue: 1000 },
      shippingPence: 395,
    });
    expect(t.lines.map((l) => [l.lineDiscountPence, l.lineNetPence, l.lineVatPence, l.lineTotalPence])).toEqual([
      [120, 900, 180, 1080],
      [105, 900, 45, 945],
      [80, 720, 0, 720],
      [50, 450, 0, 450],
    ]);
    // Delivery £3.95 - 10% = £3.55, split by the goods' discounted gross 1080 : 945 : 720 : 450.
    expect([t.shippingDiscountPence, t.shippingPence, t.shippingVatPence]).toEqual([40, 355, 25]);
    expect(t.vatSummary).toEqual([
      { vatRateBps: 2000, netPence: 1000, vatPence: 200, grossPence: 1200 },
      { vatRateBps: 500, netPence: 1000, vatPence: 50, grossPence: 1050 },
      { vatRateBps: 0, netPence: 800, vatPence: 0, grossPence: 800 },
      { vatRateBps: null, netPence: 500, vatPence: 0, grossPence: 500 },
    ]);
    expect([t.subtotalPence, t.goodsDiscountPence, t.netPence, t.vatPence, t.totalPence]).toEqual([3550, 355, 3300, 250, 3550]);
    // Printed: Subtotal £35.50, Discount -£3.95 (£3.55 goods + 40p delivery), Delivery £3.95, Total £35.50.
    expect([t.discountPence, t.shippingChargePence]).toEqual([395, 395]);
  });

  it('zero-rated and standard-rated goods, 10% off and £3.95 delivery: the discount line holds the delivery part', () => {
    // Goods gross: standard £12.00 (net £10.00), zero-rated 2 x £8.00 = £16.00; £28.00 in all.
    const t = orderTotals({
      lines: [line(1000, 2000), line(800, 0, 2)],
      discount: { discountType: 'percentage', discountValue: 1000 },
      shippingPence: 395,
    });
    // 10% of each line: £1.20 and £1.60; of the delivery 39.5p, rounded half up to 40p.
    expect(t.lines.map((l) => l.lineDiscountPence)).toEqual([120, 160]);
    expect([t.goodsDiscountPence, t.shippingDiscountPence]).toEqual([280, 40]);
    // The Discount line is the whole of it and Delivery shows its list price; the total is what is charged.
    expect(t.discountPence).toBe(320);
    expect(t.shippingChargePence).toBe(395);
    expect(t.totalPence).toBe(2800 - 320 + 395);
    expect(t.totalPence).toBe(2800 - 280 + 355);
    // Delivery charged £3.55, split by the discounted goods 1080 : 1440 (largest remainder): 152p at 20%
    // (VAT 152 - round(152 / 1.2) = 25p) and 203p zero-rated.
    expect([t.shippingPence, t.shippingVatPence]).toEqual([355, 25]);
    expect(t.vatSummary).toEqual([
      { vatRateBps: 2000, netPence: 900 + 127, vatPence: 180 + 25, grossPence: 1080 + 152 },
      { vatRateBps: 0, netPence: 1440 + 203, vatPence: 0, grossPence: 1440 + 203 },
    ]);
    expect([t.netPence, t.vatPence, t.totalPence]).toEqual([2670, 205, 2875]);
    // The list £3.95 split the same way: 169p at 20% (net round(140.83) = 141p) and 226p at 0%.
    expect(t.shippingChargeNetPence).toBe(141 + 226);
  });

  it('a 100% code on £3.95 delivery: Discount is goods plus the whole delivery, Delivery still shows £3.95', () => {
    const t = orderTotals({
      lines: [line(1000, 2000)],
      discount: { discountType: 'percentage', discountValue: 10_000 },
      shippingPence: 395,
    });
    expect([t.discountPence, t.shippingChargePence, t.shippingPence, t.totalPence]).toEqual([1200 + 395, 395, 0, 0]);
    // Its unit price ex VAT is still the list price's: round(395 / 1.2) = 329p.
    expect(t.shippingChargeNetPence).toBe(329);
  });

  it('a fixed £5 off is apportioned by gross with largest remainder, VAT on what is left', () => {
    const t = orderTotals({
      lines: [line(832, 2000), line(832, 2000), line(1000, 0)],
      discount: { discountType: 'fixed', discountValue: 500 },
    });
    // Gross 998, 998, 1000 (2996): 500 x 998/2996 = 166.56 each, 166.89 -> 166, 166, 166 + 2 by remainder.
    expect(t.lines.map((l) => l.lineDiscountPence)).toEqual([167, 166, 167]);
    expect(t.discountPence).toBe(500);
    expect(t.lines.map((l) => l.lineVatPence)).toEqual([138, 139, 0]);
    expect(t.totalPence).toBe(2496);
  });

  it('trade (net prices): discount off the net, VAT added to what is left; £5 fixed off goods of £4 nets to 0', () => {
    const t = orderTotals({
      lines: [line(624, 2000, 10)],
      basis: 'net',
      discount: { discountType: 'percentage', discountValue: 1000 },
    });
    expect(t.lines[0]).toMatchObject({ lineNetPence: 5616, lineVatPence: 1123, lineTotalPence: 6739, lineSubtotalPence: 7488 });
    const small = orderTotals({
      lines: [line(400, 2000)],
      basis: 'net',
      discount: { discountType: 'fixed', discountValue: 500 },
    });
    expect([small.totalPence, small.vatPence]).toEqual([0, 0]);
  });

  it('three-bag subscription renewal (3 x 250g at £9.99) with £3.95 delivery, and The Monarch shipping free', () => {
    const bag = (gross: number) => ({ unitNetPence: 0, unitGrossPence: gross, vatRateBps: 2000, quantity: 1 });
    const t = orderTotals({ lines: [bag(999), bag(999), bag(999)], shippingPence: 395 });
    expect(t.lines.map((l) => [l.lineNetPence, l.lineVatPence])).toEqual([
      [833, 166],
      [833, 166],
      [833, 166],
    ]);
    expect([t.shippingPence, t.shippingVatPence, t.vatPence, t.totalPence]).toEqual([395, 66, 564, 3392]);
    expect(t.vatSummary).toEqual([{ vatRateBps: 2000, netPence: 2828, vatPence: 564, grossPence: 3392 }]);
    const monarch = orderTotals({ lines: [bag(999), bag(999), bag(999)], shippingPence: 0 });
    expect([monarch.shippingVatPence, monarch.vatPence, monarch.totalPence]).toEqual([0, 498, 2997]);
  });
});
