import { Anchor, Group, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { RouterOutputs } from '../../../server/trpc/app-router';
import { formatGBP } from '../../../shared/money';
import { trpc } from '../../lib/trpc';
import { type Column, DataTable } from '../admin-shared/data-table';
import { formatDate } from '../admin-shared/format';

type CreditNoteRow = RouterOutputs['adminInvoices']['creditNotes'][number];

const columns: Column<CreditNoteRow>[] = [
  { key: 'number', header: 'Credit note', sortValue: (c) => c.number, render: (c) => <Text fw={600}>{c.reference}</Text> },
  { key: 'date', header: 'Date', sortValue: (c) => c.createdAt.getTime(), render: (c) => formatDate(c.createdAt) },
  {
    key: 'customer',
    header: 'Customer',
    sortValue: (c) => c.customerName,
    render: (c) => (
      <>
        <Text size="sm">{c.customerName}</Text>
        <Text size="xs" c="dimmed">
          {c.customerEmail} · order #{c.orderNumber}
        </Text>
      </>
    ),
  },
  { key: 'invoice', header: 'Credits invoice', sortValue: (c) => c.invoiceNumber, render: (c) => c.invoiceReference },
  { key: 'reason', header: 'Reason', render: (c) => c.reason },
  { key: 'vat', header: 'VAT', align: 'right', sortValue: (c) => c.vatPence, render: (c) => formatGBP(c.vatPence) },
  { key: 'amount', header: 'Amount', align: 'right', sortValue: (c) => c.totalPence, render: (c) => formatGBP(c.totalPence) },
  {
    key: 'pdf',
    header: 'PDF',
    align: 'right',
    render: (c) => (
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
  },
];

/** 'Credit notes': issued when a paid order is cancelled or refunded, listed below the invoices they credit. */
export function CreditNotesSection() {
  const creditNotes = trpc.adminInvoices.creditNotes.useQuery();
  return (
    <section aria-labelledby="credit-notes-title">
      <Title id="credit-notes-title" order={2} size="h3" mt="xl" mb="md">
        Credit notes
      </Title>
      <DataTable
        label="Credit notes"
        columns={columns}
        rows={creditNotes.data}
        rowKey={(c) => c.id}
        loading={creditNotes.isPending}
        empty="No credit notes yet."
        minWidth={900}
      />
    </section>
  );
}
