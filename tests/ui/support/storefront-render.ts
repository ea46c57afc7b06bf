import type { RouterOutputs } from '../../../server/trpc/app-router';
import { DELIVERY_RATES, ok, SELLER, server, type TrpcResolver, trpcHandler } from './msw';
import { type Persona, sessionFor } from './personas';
import { DEMO_PRODUCT, productBySlugFrom, renderApp } from './render-app';

type CartView = RouterOutputs['cart']['get'];
type CartViewLine = CartView['lines'][number];

export const EMPTY_CART: CartView = {
  lines: [],
  subtotalPence: 0,
  deliveryPence: 0,
  vatPence: 0,
  totalPence: 0,
  count: 0,
  hasProblems: false,
};

/**
 * Procedures the storefront calls on many pages (the header's cart badge, the account tabs).
 * renderApp's defaults could spread these so other suites need not answer them one by one.
 */
export const STOREFRONT_DEFAULTS: Record<string, TrpcResolver> = {
  'cart.get': () => ok(EMPTY_CART),
  'order.listMine': () => ok([]),
  'invoice.listMine': () => ok([]),
  'invoice.listMyCreditNotes': () => ok([]),
  'delivery.rates': () => ok(DELIVERY_RATES),
  // Who sells: the footer, the product page's food business operator, the checkout's terms.
  'site.seller': () => ok(SELLER),
  // A shop without Stripe keys (the README's default start): bank transfer only.
  'payment.config': () => ok({ cardPayments: false, publishableKey: null, bankTransferHoldDays: 3 }),
};

/** A priced line as the server returns it (retail, 20% VAT unless overridden). */
export function pricedLine(overrides: Partial<CartViewLine> = {}): CartViewLine {
  const quantity = overrides.quantity ?? 1;
  const unitNetPence = overrides.unitNetPence ?? 1582;
  const unitGrossPence = overrides.unitGrossPence ?? 1898;
  return {
    productId: '3f6e2c1a-0000-4000-8000-000000000001',
    productName: 'Chilli',
    weight: '500g',
    moisture: 'normal',
    quantity,
    variantId: '3f6e2c1a-0000-4000-8000-0000000000a1',
    imageUrl: '/images/products/chilli.svg',
    vatRateBps: 2000,
    stock: 30,
    supportsMoistureOptions: true,
    problem: null,
    unitNetPence,
    unitGrossPence,
    lineNetPence: unitNetPence * quantity,
    lineVatPence: (unitGrossPence - unitNetPence) * quantity,
    lineTotalPence: unitGrossPence * quantity,
    lineSubtotalPence: unitGrossPence * quantity,
    lineDiscountPence: 0,
    ...overrides,
  };
}

/** The cart view the server would return for these lines (problem lines left out of the subtotal). */
export function cartView(lines: CartViewLine[], notices: string[] = []): CartView & { notices: string[] } {
  const buyable = lines.filter((l) => !l.problem);
  const subtotalPence = buyable.reduce((sum, l) => sum + l.lineTotalPence, 0);
  return {
    notices,
    lines,
    subtotalPence,
    deliveryPence: 0,
    vatPence: buyable.reduce((sum, l) => sum + l.lineVatPence, 0),
    totalPence: subtotalPence,
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    hasProblems: lines.some((l) => l.problem !== null),
  };
}

/**
 * renderApp plus a tRPC answerer that leaves procedures this test does not know about pending
 * (instead of failing): pages reached after the flow under test (the account page after an
 * order) then simply keep loading.
 */
export function renderStorefront(path: string, options: { persona?: Persona; trpc?: Record<string, TrpcResolver> } = {}) {
  const persona = options.persona ?? 'anonymous';
  const resolvers: Record<string, TrpcResolver> = {
    'shop.listProducts': () => ok([DEMO_PRODUCT]),
    'account.session': () => ok(sessionFor(persona)),
    ...STOREFRONT_DEFAULTS,
    ...options.trpc,
  };
  resolvers['shop.productBySlug'] ??= productBySlugFrom(resolvers['shop.listProducts'] as TrpcResolver);
  const view = renderApp(path, { persona, trpc: resolvers });
  server.use(...trpcHandler(resolvers, 'pend'));
  return view;
}
