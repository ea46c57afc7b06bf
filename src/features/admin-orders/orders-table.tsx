import { Anchor, Text, UnstyledButton } from '@mantine/core';
import type { RouterOutputs } from '../../../server/trpc/app-router';
import { formatGBP } from '../../../shared/money';
import { type Column, DataTable, type Paging } from '../admin-shared/data-table';
import { formatDateTime } from '../admin-shared/format';
import { ToneBadge } from '../admin-shared/tone-badge';
import { INVOICE_LABELS, INVOICE_TONES, SOURCE_LABELS, STATUS_LABELS, STATUS_TONES } from './order-labels';

export type OrderRow = RouterOutputs['adminOrders']['list']['rows'][number];

type OrdersTableProps = { rows: OrderRow[] | undefined; loading: boolean; paging: Paging; onOpen: (id: string) => void };

export function OrdersTable({ rows, loading, paging, onOpen }: OrdersTableProps) {
  const columns: Column<OrderRow>[] = [
    {
      key: 'number',
      header: 'Order',
      sortValue: (o) => o.number,
      render: (o) => (
        <UnstyledButton onClick={() => onOpen(o.id)} aria-label={`Open order #${o.number}`}>
          <Anchor component="span" fw={700}>
            #{o.number}
          </Anchor>
        </UnstyledButton>
      ),
    },
    { key: 'date', header: 'Date', sortValue: (o) => o.createdAt.getTime(), render: (o) => formatDateTime(o.createdAt) },
    {
      key: 'customer',
      header: 'Customer',
      sortValue: (o) => o.customerName,
      render: (o) => (
        <>
          <Text size="sm">{o.customerName}</Text>
          <Text size="xs" c="dimmed">
            {o.customerEmail}
          </Text>
        </>
      ),
    },
    { key: 'source', header: 'Source', sortValue: (o) => o.source, render: (o) => SOURCE_LABELS[o.source] },
    { key: 'items', header: 'Items', align: 'right', sortValue: (o) => o.itemCount, render: (o) => o.itemCount },
    { key: 'total', header: 'Total', align: 'right', sortValue: (o) => o.totalPence, render: (o) => formatGBP(o.totalPence) },
    {
      key: 'payment',
      header: 'Payment',
      sortValue: (o) => o.invoiceStatus,
      render: (o) =>
        o.invoiceStatus ? <ToneBadge tone={INVOICE_TONES[o.invoiceStatus]}>{INVOICE_LABELS[o.invoiceStatus]}</ToneBadge> : '—',
    },
    {
      key: 'status',
      header: 'Status',
      sortValue: (o) => o.status,
      render: (o) => (
        <>
          <ToneBadge tone={STATUS_TONES[o.status]}>{STATUS_LABELS[o.status]}</ToneBadge>
          {o.holdReason ? <ToneBadge tone="red">Held: {o.holdReason}</ToneBadge> : null}
        </>
      ),
    },
  ];
  return (
    <DataTable
      label="Orders"
      columns={columns}
      rows={rows}
      rowKey={(o) => o.id}
      loading={loading}
      empty="No orders match these filters."
      paging={paging}
      minWidth={960}
    />
  );
}
