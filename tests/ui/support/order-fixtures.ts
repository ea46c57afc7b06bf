/** One unpaid bank-transfer order as order.listMine and order.getMine return it. */
export const ORDER_ID = '9a0c7d2e-0000-4000-8000-000000000001';
export const INVOICE_ID = '7b1d5e3f-0000-4000-8000-000000000001';

export const ORDER_SUMMARY = {
  id: ORDER_ID,
  number: 1001,
  createdAt: new Date('2026-03-05T10:30:00.000Z'),
  status: 'awaiting_payment',
  source: 'shop',
  totalPence: 3416,
};

export const ORDER_DETAIL = {
  ...ORDER_SUMMARY,
  paymentMethod: 'bank_transfer',
  shippingAddress: {
    fullName: 'Charlie Customer',
    address1: '1 Castle Street',
    address2: null,
    city: 'York',
    postcode: 'YO1 7HH',
  },
  // 2 x £18.98 = £37.96, WELCOME10 takes £3.80: £34.16, of which £5.69 VAT (after the discount).
  subtotalNetPence: 2847,
  vatPence: 569,
  discountPence: 380,
  shippingPence: 0,
  shippingVatPence: 0,
  shippingDiscountPence: 0,
  shippingChargeNetPence: 0,
  deliveryService: null,
  vatSummary: [{ vatRateBps: 2000, netPence: 2847, vatPence: 569, grossPence: 3416 }],
  promotionId: null,
  promotionCode: 'WELCOME10',
  subscriptionId: null,
  renewalPeriod: null,
  trackingReference: null,
  holdReason: null,
  goodsReturnedAt: null,
  paymentDueAt: new Date('2026-03-10T00:00:00.000Z'),
  termsVersion: 3,
  deliveryReturnsVersion: 1,
  updatedAt: new Date('2026-03-05T10:30:00.000Z'),
  items: [
    {
      id: 'i1',
      orderId: ORDER_ID,
      productId: null,
      variantId: null,
      productName: 'Chilli',
      weight: '500g',
      moisture: 'normal',
      unitNetPence: 1582,
      vatRateBps: 2000,
      quantity: 2,
      lineDiscountPence: 380,
      lineNetPence: 2847,
      lineVatPence: 569,
      lineTotalPence: 3416,
    },
  ],
  events: [
    {
      id: 'e1',
      orderId: ORDER_ID,
      status: 'awaiting_payment',
      note: 'Pay by bank transfer',
      actorUserId: null,
      createdAt: new Date('2026-03-05T10:30:00.000Z'),
    },
  ],
  invoice: {
    id: INVOICE_ID,
    number: 1,
    reference: 'RB-000001',
    status: 'unpaid',
    dueDate: null,
    paymentInstructions: 'Please pay by bank transfer to Royal Biltong Ltd, quoting reference RB-000001.',
  },
};
