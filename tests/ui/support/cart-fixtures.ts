import { basketTotals } from '../../../shared/basket';
import type { DeliveryOption, DeliveryRates } from '../../../shared/delivery';
import { type DiscountRule, type LineTotals, lineAmounts, type PriceBasis } from '../../../shared/totals';
import { DELIVERY_RATES, type TrpcOutput } from './msw';

type CartView = TrpcOutput<'cart.get'>;
type CartViewLine = CartView['lines'][number];
type GuestCartView = TrpcOutput<'cart.priceGuest'>;
type CheckoutQuote = TrpcOutput<'order.quote'>;

/**
 * Cart answers built the way the server builds them: each line's amounts from lineAmounts and the
 * cart's subtotal, delivery, VAT and total from basketTotals (tracked delivery at the seeded rates),
 * so no test carries its own copy of the money rules. A line's amounts cannot be overridden: give it
 * a price, VAT rate and quantity and the shared functions work out the rest.
 */
export type CartLineFacts = Partial<Omit<CartViewLine, keyof LineTotals>>;

export const EMPTY_CART: CartView = cartView([]);

/** A priced line as the cart answers it (retail Chilli 500g at £18.98, 20% VAT, unless overridden). */
export function pricedLine(facts: CartLineFacts = {}, basis: PriceBasis = 'gross'): CartViewLine {
  const line = {
    productId: '3f6e2c1a-0000-4000-8000-000000000001',
    productName: 'Chilli',
    weight: '500g',
    moisture: 'normal',
    quantity: 1,
    variantId: '3f6e2c1a-0000-4000-8000-0000000000a1',
    imageUrl: '/images/products/chilli.svg',
    vatRateBps: 2000,
    stock: 30,
    supportsMoistureOptions: true,
    problem: null,
    unitNetPence: 1582,
    ...facts,
  } satisfies Omit<CartViewLine, keyof LineTotals>;
  return { ...line, ...lineAmounts(line, basis) };
}

/** The cart view for these lines: lines with a problem stay listed but count in no total (as on the server). */
export function cartView(lines: CartViewLine[], basis: PriceBasis = 'gross'): CartView {
  const { totals } = basketTotals({
    lines: lines.filter((l) => !l.problem),
    basis,
    discount: null,
    rates: DELIVERY_RATES,
    option: 'tracked',
  });
  return {
    lines,
    subtotalPence: totals.subtotalPence,
    deliveryPence: totals.shippingPence,
    vatPence: totals.vatPence,
    totalPence: totals.totalPence,
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    hasProblems: lines.some((l) => l.problem !== null),
  };
}

/** A guest's cart as cart.priceGuest prices it (always retail), with any notices about held quantities. */
export function guestCartView(lines: CartViewLine[], notices: string[] = []): GuestCartView {
  return { ...cartView(lines), notices };
}

/** A code the quote accepts (with the rule it applies) or refuses (with the server's reason). */
export type QuotedCode = ({ ok: true; code: string; description: string | null } & DiscountRule) | { ok: false; message: string };

/**
 * order.quote for these cart lines as the server works it out: basketTotals with the chosen delivery
 * option at these rates and, when a code is accepted, its discount; a refused code takes nothing off.
 */
export function checkoutQuote(
  lines: CartViewLine[],
  {
    option = 'tracked',
    rates = DELIVERY_RATES,
    promotion = null,
    basis = 'gross',
  }: { option?: DeliveryOption; rates?: DeliveryRates; promotion?: QuotedCode | null; basis?: PriceBasis } = {},
): CheckoutQuote {
  const { totals, delivery } = basketTotals({
    lines: lines.filter((l) => !l.problem),
    basis,
    discount: promotion?.ok ? promotion : null,
    rates,
    option,
  });
  return {
    lines,
    totals,
    delivery,
    collectAvailable: rates.collectEnabled,
    promotion: promotion?.ok ? { ok: true, code: promotion.code, description: promotion.description } : promotion,
  };
}
