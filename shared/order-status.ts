import type { InvoiceDisplayStatus, InvoiceStatus, OrderStatus } from './constants';
import { ORDER_STATUS_LABELS } from './status-labels';

/** Statuses an admin can move an order to (an order is created awaiting payment). */
export const ORDER_ACTIONS = ['paid', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * Which status may follow which. Delivered and cancelled are final; an order can be
 * cancelled until it has shipped (after that, stock is with the courier).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderAction[]>> = {
  awaiting_payment: ['paid', 'cancelled'],
  paid: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  expired: [],
  refunded: [],
};

/** A status as a sentence says it ('awaiting payment'). */
const inSentence = (status: OrderStatus) => ORDER_STATUS_LABELS[status].toLowerCase();

const ACTION_PHRASES: Readonly<Record<OrderAction, string>> = {
  paid: 'marked paid',
  packed: 'marked packed',
  shipped: 'marked shipped',
  delivered: 'marked delivered',
  cancelled: 'cancelled',
};

export function canTransition(from: OrderStatus, to: OrderAction): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Why an order in `from` cannot move to `to`, in words for the admin; null when it can. */
export function transitionRefusal(from: OrderStatus, to: OrderAction): string | null {
  if (canTransition(from, to)) return null;
  if (from === to) return `This order is already ${inSentence(from)}.`;
  const allowed = ORDER_TRANSITIONS[from];
  const next =
    allowed.length === 0
      ? 'Delivered and cancelled orders are final.'
      : `It can only be ${allowed.map((a) => ACTION_PHRASES[a]).join(' or ')}.`;
  return `An order that is ${inSentence(from)} cannot be ${ACTION_PHRASES[to]}. ${next}`;
}

/** What the admin tables show: an unpaid invoice past its due date is overdue. */
export function invoiceDisplayStatus(status: InvoiceStatus, dueDate: string | null, today: string): InvoiceDisplayStatus {
  return status === 'unpaid' && dueDate !== null && dueDate < today ? 'overdue' : status;
}
