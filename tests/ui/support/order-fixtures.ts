import { basketTotals } from '../../../shared/basket';
import type { Moisture, Weight } from '../../../shared/constants';
import { type DiscountRule, type LineTotals, type OrderTotals, orderTotals } from '../../../shared/totals';
import { DELIVERY_RATES, type TrpcOutput } from './msw';

type OrderSummary = TrpcOutput<'order.listMine'>[number];
type OrderDetail = TrpcOutput<'order.getMine'>;
type OrderInvoice = NonNullable<OrderDetail['invoice']>;

/** One unpaid bank-transfer order as order.listMine and order.getMine return it. */
export const ORDER_ID = '9a0c7d2e-0000-4000-8000-000000000001';
export const INVOICE_ID = '7b1d5e3f-0000-4000-8000-000000000001';

const PLACED_AT = new Date('2026-03-05T10:30:00.000Z');

/** The one line's figures out of an order's totals (every fixture here has at least one line). */
export function onlyLine(totals: OrderTotals): LineTotals {
  const [line] = totals.lines;
  if (!line) throw new Error('The order has no lines');
  return line;
}

/** What was bought on one order line, before any money is worked out. */
export type OrderedLine = {
  productName: string;
  weight: Weight;
  moisture: Moisture;
  unitNetPence: number;
  vatRateBps: number | null;
  quantity: number;
};

/** 10% off, as the WELCOME10 and MIXED10 codes of these tests give. */
export const TEN_PERCENT_OFF: DiscountRule = { discountType: 'percentage', discountValue: 1000 };

/**
 * A retail order as order.getMine returns it, every figure stored as placing works it out: the shop's
 * one basket function with tracked delivery at the seeded rates, or, for an order from before delivery
 * was charged (`tracked: false`), the goods alone with no delivery service.
 */
export function orderDetail(
  lines: readonly OrderedLine[],
  {
    promotionCode = null,
    discount = null,
    tracked = true,
  }: { promotionCode?: string | null; discount?: DiscountRule | null; tracked?: boolean } = {},
): OrderDetail & { invoice: OrderInvoice } {
  const charged = tracked ? basketTotals({ lines, basis: 'gross', discount, rates: DELIVERY_RATES, option: 'tracked' }) : null;
  const totals = charged?.totals ?? orderTotals({ lines, basis: 'gross', discount });
  const invoice: OrderInvoice = {
    id: INVOICE_ID,
    number: 1,
    reference: 'RB-000001',
    orderId: ORDER_ID,
    userId: 'user-1',
    subtotalNetPence: totals.subtotalNetPence,
    vatPence: totals.vatPence,
    discountPence: totals.goodsDiscountPence,
    shippingPence: totals.shippingPence,
    shippingDiscountPence: totals.shippingDiscountPence,
    vatSummary: totals.vatSummary,
    totalPence: totals.totalPence,
    status: 'unpaid',
    dueDate: null,
    paidAt: null,
    paymentInstructions: 'Please pay by bank transfer to Royal Biltong Ltd, quoting reference RB-000001.',
    createdAt: PLACED_AT,
  };
  return {
    id: ORDER_ID,
    number: 1001,
    createdAt: PLACED_AT,
    status: 'awaiting_payment',
    source: 'shop',
    paymentMethod: 'bank_transfer',
    totalPence: totals.totalPence,
    shippingAddress: {
      fullName: 'Charlie Customer',
      address1: '1 Castle Street',
      address2: null,
      city: 'York',
      postcode: 'YO1 7HH',
    },
    subtotalNetPence: totals.subtotalNetPence,
    vatPence: totals.vatPence,
    discountPence: totals.goodsDiscountPence,
    shippingPence: totals.shippingPence,
    shippingVatPence: totals.shippingVatPence,
    shippingDiscountPence: totals.shippingDiscountPence,
    shippingChargeNetPence: totals.shippingChargeNetPence,
    deliveryService: charged?.delivery.service ?? null,
    vatSummary: totals.vatSummary,
    promotionId: null,
    promotionCode,
    poNumber: null,
    subscriptionId: null,
    renewalPeriod: null,
    trackingReference: null,
    holdReason: null,
    goodsReturnedAt: null,
    paymentDueAt: new Date('2026-03-10T00:00:00.000Z'),
    termsVersion: 3,
    deliveryReturnsVersion: 1,
    updatedAt: PLACED_AT,
    items: lines.map((line, index) => {
      const amounts = totals.lines[index] as LineTotals;
      return {
        id: `i${index + 1}`,
        orderId: ORDER_ID,
        productId: null,
        variantId: null,
        fat: null,
        ...line,
        lineDiscountPence: amounts.lineDiscountPence,
        lineNetPence: amounts.lineNetPence,
        lineVatPence: amounts.lineVatPence,
        lineTotalPence: amounts.lineTotalPence,
      };
    }),
    events: [
      {
        id: 'e1',
        orderId: ORDER_ID,
        status: 'awaiting_payment',
        note: 'Pay by bank transfer',
        actorUserId: null,
        createdAt: PLACED_AT,
      },
    ],
    invoice,
  };
}

/** The same order as order.listMine lists it. */
export function orderSummary(order: OrderDetail): OrderSummary {
  const { id, number, createdAt, status, source, paymentMethod, totalPence } = order;
  return { id, number, createdAt, status, source, paymentMethod, totalPence };
}

// 2 x Chilli 500g at £18.98 with WELCOME10, placed before delivery was charged: £37.96 of goods,
// £3.80 off, £34.16 to pay of which £5.69 is VAT (after the discount).
export const ORDER_DETAIL = orderDetail(
  [{ productName: 'Chilli', weight: '500g', moisture: 'normal', unitNetPence: 1582, vatRateBps: 2000, quantity: 2 }],
  { promotionCode: 'WELCOME10', discount: TEN_PERCENT_OFF, tracked: false },
);
export const ORDER_SUMMARY = orderSummary(ORDER_DETAIL);
/** The order's invoice, as order.getMine nests it. */
export const ORDER_INVOICE = ORDER_DETAIL.invoice;
