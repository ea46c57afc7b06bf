import type { RouterOutputs } from '../../../server/trpc/app-router';
import { basketTotals } from '../../../shared/basket';
import { WEIGHTS } from '../../../shared/constants';
import { FOOD_INFORMATION } from '../../support/food-information';
import { EMPTY_CART } from './cart-fixtures';
import { DELIVERY_RATES, ok, type TrpcResolvers } from './msw';
import { onlyLine } from './order-fixtures';
import { renderApp } from './render-app';

type AdminProduct = RouterOutputs['product']['listAdmin']['rows'][number];
type Promotion = RouterOutputs['promotion']['list'][number];
type OrderRow = RouterOutputs['adminOrders']['list']['rows'][number];
type AdminOrder = RouterOutputs['adminOrders']['get'];

const NOW = new Date('2026-01-15T10:00:00.000Z');
const noVariant = { priceNetPence: null, tier1PriceNetPence: null, tier2PriceNetPence: null, tier3PriceNetPence: null, stock: 0 };

export function makeAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Chilli',
    slug: 'chilli',
    description: 'A proper kick.',
    imageUrl: null,
    images: [],
    ingredients: 'Beef, salt, chilli',
    allergens: ['Mustard'],
    food: { ...FOOD_INFORMATION, ingredients: 'Beef, salt, chilli' },
    missingFood: [],
    vatRateBps: 2000,
    supportsMoistureOptions: true,
    showInShop: true,
    showInSubscriptions: false,
    packageLengthCm: 20,
    packageWidthCm: 15,
    packageHeightCm: 3.5,
    weightKg: 0.275,
    archivedAt: null,
    createdAt: NOW,
    updatedAt: NOW,
    variants: WEIGHTS.map((weight) =>
      weight === '250g'
        ? { weight, priceNetPence: 832, tier1PriceNetPence: 700, tier2PriceNetPence: 650, tier3PriceNetPence: null, stock: 60 }
        : weight === '1kg'
          ? { weight, ...noVariant, priceNetPence: 3000 }
          : { weight, ...noVariant },
    ),
    ...overrides,
  };
}

export const UNPRICED_PRODUCT = makeAdminProduct({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Garlic',
  showInShop: false,
  showInSubscriptions: true,
  variants: WEIGHTS.map((weight) => ({ weight, ...noVariant })),
});

export function makePromotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    code: 'WELCOME10',
    description: '10% off your first order',
    discountType: 'percentage',
    discountValue: 1000,
    minOrderAmountPence: 0,
    maxUses: null,
    currentUses: 0,
    isActive: true,
    validUntil: null,
    oncePerCustomer: true,
    firstOrderOnly: false,
    createdAt: NOW,
    redemptionCount: 0,
    discountGivenPence: 0,
    ...overrides,
  };
}

export const ORDER_ID = '44444444-4444-4444-8444-444444444444';

// The admin's sample order: 2 x Chilli 250g with WELCOME10 (10% off) and tracked delivery, every figure
// from the shop's one basket function, as placing the order would have stored them.
const CHILLI_250 = { unitNetPence: 832, vatRateBps: 2000, quantity: 2, weight: '250g' } as const;
const { totals: TOTALS, delivery: DELIVERY } = basketTotals({
  lines: [CHILLI_250],
  basis: 'gross',
  discount: { discountType: 'percentage', discountValue: 1000 },
  rates: DELIVERY_RATES,
  option: 'tracked',
});
const LINE = onlyLine(TOTALS);
const INVOICE_ID = '55555555-5555-4555-8555-555555555555';

export function makeOrderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: ORDER_ID,
    number: 1042,
    createdAt: NOW,
    holdReason: null,
    customerName: 'Charlie Customer',
    customerEmail: 'customer@royal-biltong.example',
    source: 'shop',
    status: 'awaiting_payment',
    totalPence: TOTALS.totalPence,
    discountPence: TOTALS.goodsDiscountPence,
    shippingPence: TOTALS.shippingPence,
    shippingDiscountPence: TOTALS.shippingDiscountPence,
    vatPence: TOTALS.vatPence,
    promotionCode: 'WELCOME10',
    poNumber: null,
    deliveryService: DELIVERY.service,
    vatSummary: TOTALS.vatSummary,
    itemCount: 2,
    invoiceId: INVOICE_ID,
    invoiceNumber: 7,
    invoiceStatus: 'unpaid',
    invoiceDueDate: null,
    invoiceReference: 'RB-000007',
    ...overrides,
  };
}

export function makeAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: ORDER_ID,
    number: 1042,
    userId: 'user-1',
    status: 'awaiting_payment',
    source: 'shop',
    paymentMethod: 'bank_transfer',
    shippingAddress: {
      fullName: 'Charlie Customer',
      address1: '1 Castle Street',
      address2: null,
      city: 'York',
      postcode: 'YO1 7HH',
    },
    subtotalNetPence: TOTALS.subtotalNetPence,
    vatPence: TOTALS.vatPence,
    discountPence: TOTALS.goodsDiscountPence,
    shippingPence: TOTALS.shippingPence,
    shippingVatPence: TOTALS.shippingVatPence,
    shippingDiscountPence: TOTALS.shippingDiscountPence,
    shippingChargeNetPence: TOTALS.shippingChargeNetPence,
    deliveryService: DELIVERY.service,
    vatSummary: TOTALS.vatSummary,
    totalPence: TOTALS.totalPence,
    promotionId: '33333333-3333-4333-8333-333333333333',
    promotionCode: 'WELCOME10',
    poNumber: null,
    subscriptionId: null,
    renewalPeriod: null,
    trackingReference: null,
    holdReason: null,
    goodsReturnedAt: null,
    paymentDueAt: null,
    termsVersion: null,
    deliveryReturnsVersion: null,
    createdAt: NOW,
    updatedAt: NOW,
    items: [
      {
        id: 'item-1',
        orderId: ORDER_ID,
        productId: '11111111-1111-4111-8111-111111111111',
        variantId: 'variant-1',
        productName: 'Chilli',
        fat: null,
        moisture: 'wet',
        ...CHILLI_250,
        lineDiscountPence: LINE.lineDiscountPence,
        lineNetPence: LINE.lineNetPence,
        lineVatPence: LINE.lineVatPence,
        lineTotalPence: LINE.lineTotalPence,
      },
    ],
    customer: {
      userId: 'user-1',
      email: 'customer@royal-biltong.example',
      name: 'Charlie Customer',
      businessName: null,
      accountType: 'Customer',
      accountBalancePence: 0,
    },
    // What the code took off in all: the goods' discount and its share of the delivery charge.
    promotion: {
      id: '33333333-3333-4333-8333-333333333333',
      code: 'WELCOME10',
      discountPence: TOTALS.discountPence,
    },
    invoice: null,
    payment: null,
    events: [
      {
        id: 'event-1',
        status: 'awaiting_payment',
        note: 'Pay by bank transfer',
        createdAt: NOW,
        actorEmail: 'customer@royal-biltong.example',
      },
    ],
    ...overrides,
  };
}

/** renderApp as the admin, with quiet answers for what the admin layout may ask on the way. */
export function renderAdminApp(path: string, trpc: TrpcResolvers = {}) {
  return renderApp(path, {
    persona: 'admin',
    trpc: {
      'cart.get': () => ok(EMPTY_CART),
      ...trpc,
    },
  });
}
