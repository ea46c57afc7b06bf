import type { AccountStatus, InvoiceDisplayStatus, OrderStatus, SubscriptionStatus } from './constants';
import type { PaymentStatus } from './payments';
import type { StandingStatus } from './standing-orders';

// The words every page (customer, trade and admin) uses for a status, one map per kind of status. A sentence takes the word in lower case ('An order that is awaiting payment…').

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
};

/** Stripe's PaymentIntent statuses, in the admin's words. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  requires_payment_method: 'Awaiting card',
  requires_confirmation: 'Awaiting confirmation',
  requires_action: 'Awaiting card check',
  processing: 'Processing',
  requires_capture: 'Authorised',
  canceled: 'Cancelled',
  succeeded: 'Succeeded',
};

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceDisplayStatus, string>> = {
  unpaid: 'Unpaid',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
};

export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<SubscriptionStatus, string>> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

/** A trade account's application, and any account's standing with the shop. */
export const ACCOUNT_STATUS_LABELS: Readonly<Record<AccountStatus, string>> = {
  pending: 'Pending approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const STANDING_ORDER_STATUS_LABELS: Readonly<Record<StandingStatus, string>> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
  ended: 'Ended',
};
