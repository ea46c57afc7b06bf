import './mantine-styles';
import { Table, Text, Title } from '@mantine/core';
import { formatDate } from '../../../shared/dates';
import { formatGBP } from '../../../shared/money';
import classes from '../../components/stacked-table.module.css';
import { trpc } from '../../lib/trpc';
import { InvoiceDownloadLink } from './invoice-download-link';

/** 'Credit notes' beside the invoices: shown once the customer has one (a cancelled or refunded paid order). */
export function CreditNotesTable() {
  const creditNotes = trpc.invoice.listMyCreditNotes.useQuery();
  if (!creditNotes.data || creditNotes.data.length === 0) return null;
  return (
    <>
      <Title order={3} size="h4" mt="xl" mb="sm">
        Credit notes
      </Title>
      {/* Raw Table, not DataTable: a customer's page, stacked on phones; DataTable is the admin's server-paged list. */}
      <Table verticalSpacing="sm" aria-label="Your credit notes" className={classes.stacked}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Credit note</Table.Th>
            <Table.Th>For invoice</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Download</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {creditNotes.data.map((note) => (
            <Table.Tr key={note.id}>
              <Table.Td fw={600}>{note.reference}</Table.Td>
              <Table.Td data-label="For invoice">
                <div>
                  {note.invoiceReference}
                  <Text size="xs" c="dimmed">
                    Order #{note.orderNumber}
                  </Text>
                </div>
              </Table.Td>
              <Table.Td data-label="Date">{formatDate(note.createdAt)}</Table.Td>
              <Table.Td ta="right" data-label="Amount">
                {formatGBP(note.totalPence)}
              </Table.Td>
              <Table.Td>
                <InvoiceDownloadLink creditNoteId={note.id} reference={note.reference} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
