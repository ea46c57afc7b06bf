import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { formatDate } from '../../../shared/dates';
import { formatGBP } from '../../../shared/money';
import { InvoiceStatusBadge } from '../../components/status-badge';
import { type DataColumn, dataColumns } from '../admin-shared/data-table-columns';

export type InvoiceRow = RouterOutputs['adminInvoices']['list']['rows'][number];

const column = dataColumns<InvoiceRow>();

type InvoiceActions = {
  /** The invoice being marked paid, if any. */
  payingId: string | null;
  onMarkPaid: (invoice: InvoiceRow) => void;
};

/** All Invoices' columns; the ids are the server's sort ids (shared/schemas/admin-invoices.ts). */
export function invoiceColumns({ payingId, onMarkPaid }: InvoiceActions): DataColumn<InvoiceRow>[] {
  return [
    column.accessor('number', {
      id: 'number',
      header: 'Invoice',
      cell: ({ row }) => <Text fw={600}>{row.original.reference}</Text>,
    }),
    column.accessor('createdAt', { id: 'createdAt', header: 'Date', cell: ({ row }) => formatDate(row.original.createdAt) }),
    column.accessor((i) => i.businessName ?? i.customerName, {
      id: 'customer',
      header: 'Customer',
      cell: ({ row: { original: i } }) => (
        <>
          <Text size="sm">{i.businessName ?? i.customerName}</Text>
          <Text size="xs" c="dimmed">
            {i.customerEmail} · order #{i.orderNumber}
          </Text>
        </>
      ),
    }),
    column.accessor('totalPence', {
      id: 'amount',
      header: 'Amount',
      meta: { align: 'right' },
      cell: ({ row }) => formatGBP(row.original.totalPence),
    }),
    column.accessor('dueDate', {
      id: 'due',
      header: 'Due date',
      cell: ({ row: { original: i } }) => (i.dueDate ? formatDate(i.dueDate) : 'On receipt'),
    }),
    column.accessor('displayStatus', {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: i } }) => <InvoiceStatusBadge status={i.displayStatus} />,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { align: 'right', alwaysVisible: true },
      cell: ({ row: { original: i } }) => (
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
    }),
  ];
}
