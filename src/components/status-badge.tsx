import type { AccountStatus, InvoiceDisplayStatus, OrderStatus, SubscriptionStatus } from '../../shared/constants';
import { isPaymentStatus, type PaymentStatus } from '../../shared/payments';
import type { PromotionStatus } from '../../shared/promotions';
import type { StandingStatus } from '../../shared/standing-orders';
import {
  ACCOUNT_STATUS_LABELS,
  INVOICE_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  STANDING_ORDER_STATUS_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
} from '../../shared/status-labels';
import { type Tone, ToneBadge } from './tone-badge';

// One colour per status, whichever page shows it: green is done or in good standing, blue under way,
// orange waits on someone, red needs attention, grey is over.

export const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, Tone>> = {
  awaiting_payment: 'orange',
  paid: 'blue',
  packed: 'blue',
  shipped: 'blue',
  delivered: 'green',
  cancelled: 'grey',
  expired: 'grey',
  refunded: 'grey',
};

export const PAYMENT_STATUS_TONES: Readonly<Record<PaymentStatus, Tone>> = {
  requires_payment_method: 'orange',
  requires_confirmation: 'orange',
  requires_action: 'orange',
  processing: 'blue',
  requires_capture: 'blue',
  canceled: 'grey',
  succeeded: 'green',
};

export const INVOICE_STATUS_TONES: Readonly<Record<InvoiceDisplayStatus, Tone>> = {
  unpaid: 'orange',
  overdue: 'red',
  paid: 'green',
  void: 'grey',
};

export const SUBSCRIPTION_STATUS_TONES: Readonly<Record<SubscriptionStatus, Tone>> = {
  active: 'green',
  paused: 'orange',
  cancelled: 'red',
};

export const ACCOUNT_STATUS_TONES: Readonly<Record<AccountStatus, Tone>> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};

export const STANDING_ORDER_STATUS_TONES: Readonly<Record<StandingStatus, Tone>> = {
  active: 'green',
  paused: 'orange',
  cancelled: 'grey',
  ended: 'grey',
};

/** A promotion's status is already its words ('Used up'). */
export const PROMOTION_STATUS_TONES: Readonly<Record<PromotionStatus, Tone>> = {
  Active: 'green',
  Inactive: 'grey',
  Expired: 'red',
  'Used up': 'orange',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <ToneBadge tone={ORDER_STATUS_TONES[status]}>{ORDER_STATUS_LABELS[status]}</ToneBadge>;
}

/** A status Stripe added after this code was written is shown in its own words, in grey. */
export function PaymentStatusBadge({ status }: { status: string }) {
  if (!isPaymentStatus(status)) return <ToneBadge tone="grey">{status.replaceAll('_', ' ')}</ToneBadge>;
  return <ToneBadge tone={PAYMENT_STATUS_TONES[status]}>{PAYMENT_STATUS_LABELS[status]}</ToneBadge>;
}

/** Unpaid past its due date is 'overdue' (invoiceDisplayStatus decides). */
export function InvoiceStatusBadge({ status }: { status: InvoiceDisplayStatus }) {
  return <ToneBadge tone={INVOICE_STATUS_TONES[status]}>{INVOICE_STATUS_LABELS[status]}</ToneBadge>;
}

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <ToneBadge tone={SUBSCRIPTION_STATUS_TONES[status]}>{SUBSCRIPTION_STATUS_LABELS[status]}</ToneBadge>;
}

export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  return <ToneBadge tone={ACCOUNT_STATUS_TONES[status]}>{ACCOUNT_STATUS_LABELS[status]}</ToneBadge>;
}

export function StandingOrderStatusBadge({ status }: { status: StandingStatus }) {
  return <ToneBadge tone={STANDING_ORDER_STATUS_TONES[status]}>{STANDING_ORDER_STATUS_LABELS[status]}</ToneBadge>;
}

export function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  return <ToneBadge tone={PROMOTION_STATUS_TONES[status]}>{status}</ToneBadge>;
}
