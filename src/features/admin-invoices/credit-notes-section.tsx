import { Anchor, Group, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { formatDate } from '../../../shared/dates';
import { formatGBP } from '../../../shared/money';
import { creditNotesTable } from '../../../shared/schemas/admin-invoices';
import { trpc } from '../../lib/trpc';
import { DataTable } from '../admin-shared/data-table';
import { dataColumns } from '../admin-shared/data-table-columns';
import { SearchFilter } from '../admin-shared/search-filter';
import { useLocalTableState } from '../admin-shared/table-search';

type CreditNoteRow = RouterOutputs['adminInvoices']['creditNotes']['rows'][number];

const column = dataColumns<CreditNoteRow>();
const columns = [
  column.accessor('number', {
    id: 'number',
    header: 'Credit note',
    cell: ({ row }) => <Text fw={600}>{row.original.reference}</Text>,
  }),
  column.accessor('createdAt', { id: 'createdAt', header: 'Date', cell: ({ row }) => formatDate(row.original.createdAt) }),
  column.accessor('customerName', {
    id: 'customer',
    header: 'Customer',
    cell: ({ row: { original: c } }) => (
      <>
        <Text size="sm">{c.customerName}</Text>
        <Text size="xs" c="dimmed">
          {c.customerEmail} · order #{c.orderNumber}
        </Text>
      </>
    ),
  }),
  column.accessor('invoiceNumber', {
    id: 'invoice',
    header: 'Credits invoice',
    cell: ({ row }) => row.original.invoiceReference,
  }),
  column.display({ id: 'reason', header: 'Reason', cell: ({ row }) => row.original.reason }),
  column.accessor('vatPence', {
    id: 'vat',
    header: 'VAT',
    meta: { align: 'right' },
    cell: ({ row }) => formatGBP(row.original.vatPence),
  }),
  column.accessor('totalPence', {
    id: 'amount',
    header: 'Amount',
    meta: { align: 'right' },
    cell: ({ row }) => formatGBP(row.original.totalPence),
  }),
  column.display({
    id: 'pdf',
    header: 'PDF',
    meta: { align: 'right', alwaysVisible: true },
    cell: ({ row: { original: c } }) => (
      <Anchor
        href={`/api/credit-notes/${c.id}/pdf`}
        target="_blank"
        rel="noopener"
        size="sm"
        aria-label={`Download ${c.reference} PDF`}
      >
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <IconFileTypePdf size={16} aria-hidden />
          PDF
        </Group>
      </Anchor>
    ),
  }),
];

/** 'Credit notes': issued when a paid order is cancelled or refunded, listed below the invoices they credit. */
export function CreditNotesSection() {
  const table = useLocalTableState(creditNotesTable);
  const creditNotes = trpc.adminInvoices.creditNotes.useQuery(table.listInput, { placeholderData: keepPreviousData });
  return (
    <section aria-labelledby="credit-notes-title">
      <Title id="credit-notes-title" order={2} size="h3" mt="xl" mb="md">
        Credit notes
      </Title>
      <DataTable
        label="Credit notes"
        columns={columns}
        sortable={creditNotesTable.sortable}
        page={creditNotes.data}
        fetching={creditNotes.isFetching}
        state={table}
        getRowId={(c) => c.id}
        rowName={(c) => `credit note ${c.reference}`}
        empty="No credit notes yet."
        filters={
          <SearchFilter
            ariaLabel="Search credit notes"
            placeholder="Customer or reason..."
            value={table.filters.search}
            onChange={(search) => table.setFilters({ search })}
          />
        }
      />
    </section>
  );
}
