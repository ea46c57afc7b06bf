import './mantine-styles';
import { Alert, Select, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { INVOICE_FILTER_STATUSES, invoicesTable } from '../../../shared/schemas/admin-invoices';
import { INVOICE_STATUS_LABELS } from '../../../shared/status-labels';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { confirmAction } from '../admin-shared/confirm-action';
import { DataTable } from '../admin-shared/data-table';
import { SearchFilter } from '../admin-shared/search-filter';
import { useTableSearch } from '../admin-shared/table-search';
import { CreditNotesSection } from './credit-notes-section';
import { invoiceColumns } from './invoices-table';

type Status = (typeof INVOICE_FILTER_STATUSES)[number];
const STATUS_DATA = INVOICE_FILTER_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] }));

/** 'All Invoices': filters (in the URL), the server-sorted and paged table, PDF downloads, mark paid and the CSV export. */
export function AllInvoices() {
  const table = useTableSearch(invoicesTable);
  const utils = trpc.useUtils();
  const invoices = trpc.adminInvoices.list.useQuery(table.listInput, { placeholderData: keepPreviousData });
  const markPaid = trpc.adminInvoices.markPaid.useMutation({
    onSuccess: async (result) => {
      notify.success(`Invoice ${result.reference} marked paid.`);
      await Promise.all([utils.adminInvoices.invalidate(), utils.adminOrders.invalidate()]);
    },
    onError: (error) => notify.error(errorMessage(error), 'Could not mark the invoice paid'),
  });
  const payingId = markPaid.isPending ? (markPaid.variables?.id ?? null) : null;
  const { mutateAsync } = markPaid;
  const columns = useMemo(
    () =>
      invoiceColumns({
        payingId,
        onMarkPaid: (invoice) =>
          // Money-moving: asks first.
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
            action: () => mutateAsync({ id: invoice.id }),
          }),
      }),
    [payingId, mutateAsync],
  );

  return (
    <>
      {invoices.isError ? (
        <Alert color="red" variant="light" role="alert" title="Error loading invoices" mb="md">
          {errorMessage(invoices.error)}
        </Alert>
      ) : null}
      <DataTable
        label="Invoices"
        columns={columns}
        sortable={invoicesTable.sortable}
        page={invoices.data}
        fetching={invoices.isFetching}
        state={table}
        getRowId={(i) => i.id}
        rowName={(i) => `invoice ${i.reference}`}
        empty="No invoices match these filters."
        filters={
          <>
            <SearchFilter
              label="Search"
              placeholder="Customer, invoice or order number..."
              value={table.filters.search}
              onChange={(search) => table.setFilters({ search })}
              width={300}
            />
            <Select
              label="Status"
              placeholder="All Statuses"
              data={STATUS_DATA}
              value={table.filters.status ?? null}
              onChange={(value) => table.setFilters({ status: (value as Status | null) ?? undefined })}
              clearable
              w={180}
            />
          </>
        }
        csv={{
          filenamePrefix: 'invoices',
          fetch: () => utils.adminInvoices.exportCsv.fetch(table.exportInput, { staleTime: 0 }),
        }}
      />
      <CreditNotesSection />
    </>
  );
}
