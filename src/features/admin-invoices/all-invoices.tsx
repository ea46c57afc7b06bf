import './mantine-styles';
import { Alert, Button, Group, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { INVOICE_FILTER_STATUSES } from '../../../shared/schemas/admin-invoices';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { INVOICE_LABELS } from '../admin-orders/order-labels';
import { confirmAction } from '../admin-shared/confirm-action';
import { csvFilename, downloadText } from '../admin-shared/download';
import { errorMessage } from '../admin-shared/error-message';
import { CreditNotesSection } from './credit-notes-section';
import { InvoicesTable } from './invoices-table';

const PAGE_SIZE = 20;
type Status = (typeof INVOICE_FILTER_STATUSES)[number];
const STATUS_DATA = INVOICE_FILTER_STATUSES.map((value) => ({ value, label: INVOICE_LABELS[value] }));

/** 'All Invoices': filters, the server-paged table, PDF downloads, mark paid and the CSV export. */
export function AllInvoices() {
  const [status, setStatus] = useState<Status | null>(null);
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const utils = trpc.useUtils();
  const filters = { status: status ?? undefined, search: search || undefined };
  const invoices = trpc.adminInvoices.list.useQuery(
    { ...filters, page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const markPaid = trpc.adminInvoices.markPaid.useMutation({
    onSuccess: async (result) => {
      notify.success(`Invoice ${result.reference} marked paid.`);
      await Promise.all([utils.adminInvoices.invalidate(), utils.adminOrders.invalidate()]);
    },
    onError: (error) => notify.error(errorMessage(error), 'Could not mark the invoice paid'),
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadText(csvFilename('invoices'), await utils.adminInvoices.exportCsv.fetch(filters, { staleTime: 0 }));
    } catch (error) {
      notify.error(errorMessage(error), 'Export failed');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Group gap="sm" align="flex-end">
          <TextInput
            label="Search"
            placeholder="Customer, invoice or order number..."
            leftSection={<IconSearch size={16} aria-hidden />}
            value={searchText}
            onChange={(event) => {
              setSearchText(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 300 }}
          />
          <Select
            label="Status"
            placeholder="All Statuses"
            data={STATUS_DATA}
            value={status}
            onChange={(value) => {
              setStatus(value as Status | null);
              setPage(1);
            }}
            clearable
            w={180}
          />
        </Group>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={exportCsv} loading={exporting}>
          Export CSV
        </Button>
      </Group>
      {invoices.isError ? (
        <Alert color="red" variant="light" role="alert" title="Error loading invoices" mb="md">
          {errorMessage(invoices.error)}
        </Alert>
      ) : null}
      <InvoicesTable
        rows={invoices.data?.rows}
        loading={invoices.isFetching && !invoices.data}
        paging={{ page, pageSize: PAGE_SIZE, total: invoices.data?.total ?? 0, onPageChange: setPage }}
        payingId={markPaid.isPending ? (markPaid.variables?.id ?? null) : null}
        onMarkPaid={(invoice) =>
          // Money-moving: asks first (issue 17).
          confirmAction({
            title: `Mark invoice ${invoice.reference} paid?`,
            body: (
              <Text size="sm">
                Only when the money has arrived: the invoice becomes paid and, for a trade account, the amount comes off the
                balance.
              </Text>
            ),
            confirmLabel: 'Mark paid',
            pendingLabel: 'Marking paid...',
            color: 'green.8',
            action: () => markPaid.mutateAsync({ id: invoice.id }),
          })
        }
      />
      <CreditNotesSection />
    </>
  );
}
