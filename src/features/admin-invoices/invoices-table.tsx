import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { RouterOutputs } from '../../../server/trpc/app-router';
import { formatGBP } from '../../../shared/money';
import { INVOICE_LABELS, INVOICE_TONES } from '../admin-orders/order-labels';
import { type Column, DataTable, type Paging } from '../admin-shared/data-table';
import { formatCalendarDate, formatDate } from '../admin-shared/format';
import { ToneBadge } from '../admin-shared/tone-badge';

export type InvoiceRow = RouterOutputs['adminInvoices']['list']['rows'][number];

type InvoicesTableProps = {
  rows: InvoiceRow[] | undefined;
  loading: boolean;
  paging: Paging;
  /** The invoice being marked paid, if any. */
  payingId: string | null;
  onMarkPaid: (invoice: InvoiceRow) => void;
};

export function InvoicesTable({ rows, loading, paging, payingId, onMarkPaid }: InvoicesTableProps) {
  const columns: Column<InvoiceRow>[] = [
    { key: 'number', header: 'Invoice', sortValue: (i) => i.number, render: (i) => <Text fw={600}>{i.reference}</Text> },
    { key: 'date', header: 'Date', sortValue: (i) => i.createdAt.getTime(), render: (i) => formatDate(i.createdAt) },
    {
      key: 'customer',
      header: 'Customer',
      sortValue: (i) => i.businessName ?? i.customerName,
      render: (i) => (
        <>
          <Text size="sm">{i.businessName ?? i.customerName}</Text>
          <Text size="xs" c="dimmed">
            {i.customerEmail} · order #{i.orderNumber}
          </Text>
        </>
      ),
    },
    { key: 'amount', header: 'Amount', align: 'right', sortValue: (i) => i.totalPence, render: (i) => formatGBP(i.totalPence) },
    {
      key: 'due',
      header: 'Due date',
      sortValue: (i) => i.dueDate,
      render: (i) => (i.dueDate ? formatCalendarDate(i.dueDate) : 'On receipt'),
    },
    {
      key: 'status',
      header: 'Status',
      sortValue: (i) => i.displayStatus,
      render: (i) => <ToneBadge tone={INVOICE_TONES[i.displayStatus]}>{INVOICE_LABELS[i.displayStatus]}</ToneBadge>,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (i) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Anchor
            href={`/api/invoices/${i.id}/pdf`}
            target="_blank"
            rel="noopener"
            size="sm"
            aria-label={`Download ${i.reference} PDF`}
          >
            <Group gap={4} wrap="nowrap">
              <IconFileTypePdf size={16} aria-hidden />
              PDF
            </Group>
          </Anchor>
          {i.status === 'unpaid' ? (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => onMarkPaid(i)}
              loading={payingId === i.id}
              disabled={payingId !== null && payingId !== i.id}
              aria-label={`Mark paid: invoice ${i.reference}`}
            >
              Mark paid
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      label="Invoices"
      columns={columns}
      rows={rows}
      rowKey={(i) => i.id}
      loading={loading}
      empty="No invoices match these filters."
      paging={paging}
      minWidth={900}
    />
  );
}
