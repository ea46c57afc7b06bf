import { Anchor, Text, UnstyledButton } from '@mantine/core';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { formatDateTime } from '../../../shared/dates';
import { formatGBP } from '../../../shared/money';
import { InvoiceStatusBadge, OrderStatusBadge } from '../../components/status-badge';
import { ToneBadge } from '../../components/tone-badge';
import { type DataColumn, dataColumns } from '../admin-shared/data-table-columns';
import { SOURCE_LABELS } from './order-labels';

export type OrderRow = RouterOutputs['adminOrders']['list']['rows'][number];

const column = dataColumns<OrderRow>();

/** All Orders' columns; the ids are the server's sort ids (shared/schemas/admin-orders.ts). */
export function orderColumns(onOpen: (id: string) => void): DataColumn<OrderRow>[] {
  return [
    column.accessor('number', {
      id: 'number',
      header: 'Order',
      cell: ({ row: { original: o } }) => (
        <UnstyledButton onClick={() => onOpen(o.id)} aria-label={`Open order #${o.number}`}>
          <Anchor component="span" fw={700}>
            #{o.number}
          </Anchor>
        </UnstyledButton>
      ),
    }),
    column.accessor('createdAt', { id: 'createdAt', header: 'Date', cell: ({ row }) => formatDateTime(row.original.createdAt) }),
    column.accessor('customerName', {
      id: 'customer',
      header: 'Customer',
      cell: ({ row: { original: o } }) => (
        <>
          <Text size="sm">{o.customerName}</Text>
          <Text size="xs" c="dimmed">
            {o.customerEmail}
          </Text>
        </>
      ),
    }),
    column.accessor('source', { id: 'source', header: 'Source', cell: ({ row }) => SOURCE_LABELS[row.original.source] }),
    column.accessor('itemCount', { id: 'items', header: 'Items', meta: { align: 'right' } }),
    column.accessor('totalPence', {
      id: 'total',
      header: 'Total',
      meta: { align: 'right' },
      cell: ({ row }) => formatGBP(row.original.totalPence),
    }),
    column.accessor('invoiceStatus', {
      id: 'payment',
      header: 'Payment',
      cell: ({ row: { original: o } }) => (o.invoiceStatus ? <InvoiceStatusBadge status={o.invoiceStatus} /> : '—'),
    }),
    column.accessor('status', {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: o } }) => (
        <>
          <OrderStatusBadge status={o.status} />
          {o.holdReason ? <ToneBadge tone="red">Held: {o.holdReason}</ToneBadge> : null}
        </>
      ),
    }),
  ];
}
