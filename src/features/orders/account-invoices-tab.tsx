import './mantine-styles';
import { Paper, Table, Text, Title, type TitleOrder } from '@mantine/core';
import { formatDate } from '../../../shared/dates';
import { formatGBP } from '../../../shared/money';
import { invoiceDisplayStatus } from '../../../shared/order-status';
import { shopToday } from '../../../shared/promotions';
import classes from '../../components/stacked-table.module.css';
import { InvoiceStatusBadge } from '../../components/status-badge';
import { trpc } from '../../lib/trpc';
import { CreditNotesTable } from './credit-notes-table';
import { InvoiceDownloadLink } from './invoice-download-link';
import { listState } from './list-state';

/** 'Your Invoices': one per order, each downloadable as a PDF (the server refuses anyone else's). */
export function InvoicesPanel({ headingOrder }: { headingOrder: TitleOrder }) {
  const invoices = trpc.invoice.listMine.useQuery();

  let content = listState(
    invoices,
    'invoices',
    <Text c="dimmed">You have no invoices yet. Every order you place comes with one.</Text>,
  );
  if (!content && invoices.data) {
    content = (
      // Raw Table, not DataTable: a customer's page, stacked on phones; DataTable is the admin's server-paged list.
      <Table verticalSpacing="sm" aria-label="Your invoices" className={classes.stacked}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Download</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.data.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td fw={600}>{invoice.reference}</Table.Td>
              <Table.Td data-label="Order">#{invoice.orderNumber}</Table.Td>
              <Table.Td data-label="Date">
                <div>
                  {formatDate(invoice.createdAt)}
                  {invoice.dueDate ? (
                    <Text size="xs" c="dimmed">
                      Due {formatDate(invoice.dueDate)}
                    </Text>
                  ) : null}
                </div>
              </Table.Td>
              <Table.Td ta="right" data-label="Amount">
                {formatGBP(invoice.totalPence)}
              </Table.Td>
              <Table.Td data-label="Status">
                <InvoiceStatusBadge status={invoiceDisplayStatus(invoice.status, invoice.dueDate, shopToday())} />
              </Table.Td>
              <Table.Td>
                <InvoiceDownloadLink invoiceId={invoice.id} reference={invoice.reference} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  return (
    <Paper bg="cream.0" withBorder p="lg" radius="md" component="section" aria-label="Your Invoices">
      <Title order={headingOrder} size={headingOrder === 1 ? 'h1' : 'h3'} mb="md">
        Your Invoices
      </Title>
      {content}
      <CreditNotesTable />
    </Paper>
  );
}

/** For the customer account's Invoices tab (takes no props: the tab owner only places it). */
export function AccountInvoicesTab() {
  return <InvoicesPanel headingOrder={2} />;
}
