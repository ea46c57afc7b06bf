import type { OrderSource, OrderStatus } from '../../../shared/constants';
import type { InvoiceDisplayStatus, OrderAction } from '../../../shared/order-status';
import type { Tone } from '../admin-shared/tone-badge';

export const SOURCE_LABELS: Readonly<Record<OrderSource, string>> = {
  shop: 'Shop',
  subscription: 'Subscription',
  wholesale_on_account: 'Wholesale on account',
};

export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
};

export const STATUS_TONES: Readonly<Record<OrderStatus, Tone>> = {
  awaiting_payment: 'orange',
  paid: 'blue',
  packed: 'blue',
  shipped: 'blue',
  delivered: 'green',
  cancelled: 'grey',
  expired: 'grey',
  refunded: 'grey',
};

export const INVOICE_LABELS: Readonly<Record<InvoiceDisplayStatus, string>> = {
  unpaid: 'Unpaid',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
};

export const INVOICE_TONES: Readonly<Record<InvoiceDisplayStatus, Tone>> = {
  unpaid: 'orange',
  overdue: 'red',
  paid: 'green',
  void: 'grey',
};

/** The buttons of the legal transitions (shared/order-status decides which are legal). */
export const ACTION_LABELS: Readonly<Record<OrderAction, string>> = {
  paid: 'Mark paid',
  packed: 'Mark packed',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
};
