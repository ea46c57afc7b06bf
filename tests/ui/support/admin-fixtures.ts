import type { RouterOutputs } from '../../../server/trpc/app-router';
import { WEIGHTS } from '../../../shared/constants';
import { FOOD_INFORMATION } from '../../support/food-information';
import { ok, type TrpcResolver } from './msw';
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
    totalPence: 1796,
    discountPence: 201,
    shippingPence: 0,
    shippingDiscountPence: 0,
    vatPence: 333,
    promotionCode: 'WELCOME10',
    poNumber: null,
    deliveryService: 'Tracked 48',
    vatSummary: [{ vatRateBps: 2000, netPence: 1664, vatPence: 333, grossPence: 1997 }],
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
    subtotalNetPence: 1664,
    vatPence: 333,
    discountPence: 201,
    shippingPence: 0,
    shippingVatPence: 0,
    shippingDiscountPence: 0,
    shippingChargeNetPence: 0,
    deliveryService: 'Tracked 48',
    vatSummary: [{ vatRateBps: 2000, netPence: 1664, vatPence: 333, grossPence: 1997 }],
    totalPence: 1796,
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
        weight: '250g',
        fat: null,
        moisture: 'wet',
        unitNetPence: 832,
        vatRateBps: 2000,
        quantity: 2,
        lineDiscountPence: 0,
        lineNetPence: 1664,
        lineVatPence: 333,
        lineTotalPence: 1997,
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
    promotion: { id: '33333333-3333-4333-8333-333333333333', code: 'WELCOME10', discountPence: 201 },
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
export function renderAdminApp(path: string, trpc: Record<string, TrpcResolver> = {}) {
  return renderApp(path, {
    persona: 'admin',
    trpc: {
      'cart.get': () =>
        ok({ lines: [], subtotalPence: 0, deliveryPence: 0, vatPence: 0, totalPence: 0, count: 0, hasProblems: false }),
      ...trpc,
    },
  });
}
