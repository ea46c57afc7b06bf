import './mantine-styles';
import { Badge } from '@mantine/core';
import type { InvoiceStatus, OrderStatus } from '../../../shared/constants';
import { type InvoiceDisplayStatus, invoiceDisplayStatus, ORDER_STATUS_LABELS } from '../../../shared/order-status';
import { shopToday } from '../../../shared/promotions';

// Dark text on a pale tint keeps every badge above 4.5:1 contrast (Mantine's light variants do not for
// yellow/green). The same tones as the admin tables' ToneBadge, which public pages must not import.
const TONES = {
  green: { bg: '#e3f1e4', fg: '#1e5e2e' },
  orange: { bg: '#fcebd9', fg: '#8a3f00' },
  red: { bg: '#fbe4e4', fg: '#8e1b1b' },
  blue: { bg: '#e3ecf8', fg: '#1d4477' },
  grey: { bg: '#ecebe8', fg: '#3d3a35' },
} as const;
type Tone = keyof typeof TONES;

function TintedBadge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <Badge variant="filled" bg={TONES[tone].bg} c={TONES[tone].fg} tt="none">
      {children}
    </Badge>
  );
}

const ORDER_TONES: Record<OrderStatus, Tone> = {
  awaiting_payment: 'orange',
  paid: 'blue',
  packed: 'blue',
  shipped: 'blue',
  delivered: 'green',
  cancelled: 'grey',
  expired: 'grey',
  refunded: 'grey',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <TintedBadge tone={ORDER_TONES[status]}>{ORDER_STATUS_LABELS[status]}</TintedBadge>;
}

const INVOICE_TONES: Record<InvoiceDisplayStatus, Tone> = { unpaid: 'orange', paid: 'green', void: 'grey', overdue: 'red' };

/** An unpaid invoice past its due date reads 'overdue' (the same rule as the admin tables). */
export function InvoiceStatusBadge({ status, dueDate }: { status: InvoiceStatus; dueDate: string | null }) {
  const shown = invoiceDisplayStatus(status, dueDate, shopToday());
  return <TintedBadge tone={INVOICE_TONES[shown]}>{shown}</TintedBadge>;
}
