import './mantine-styles';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { confirmAction } from '../admin-shared/confirm-action';
import { csvFilename, downloadText } from '../admin-shared/download';
import { errorMessage } from '../admin-shared/error-message';
import { type AdminSubscriptionRow, SubscriptionsTable } from './subscriptions-table';
import { SubscriptionsToolbar } from './subscriptions-toolbar';
import {
  DEFAULT_SORT,
  filterInput,
  listInput,
  NO_FILTERS,
  nextSort,
  PAGE_SIZE,
  type SortColumn,
  type TableFilters,
} from './table-state';
import { useSubscriptionChange } from './use-subscription-change';

/** Spec 'All Subscriptions': search, filters, server-side sort and paging, row selection, actions and CSV. */
export function SubscriptionsList() {
  const utils = trpc.useUtils();
  const [filters, setFilters] = useState<TableFilters>(NO_FILTERS);
  const [search] = useDebouncedValue(filters.search, 300);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [exporting, setExporting] = useState(false);
  const change = useSubscriptionChange();
  const confirmCancel = (row: AdminSubscriptionRow) =>
    confirmAction({
      title: 'Cancel this subscription?',
      body: (
        <Text>
          {row.subscriberName ?? 'Unknown'}'s {row.planName} will stop renewing. A cancelled subscription cannot be resumed.
        </Text>
      ),
      confirmLabel: 'Confirm cancel',
      pendingLabel: 'Cancelling...',
      action: () => change.runAsync(row.id, 'cancel'),
    });
  const applied = { ...filters, search };
  const list = trpc.adminSubscriptions.list.useQuery(listInput(applied, sort, page), { placeholderData: keepPreviousData });

  // A new filter or order is a new result set: back to its first page, with nothing selected.
  const updateFilters = (next: TableFilters) => {
    setFilters(next);
    setPage(1);
    setSelected(new Set());
  };
  const updateSort = (column: SortColumn) => {
    setSort((current) => nextSort(current, column));
    setPage(1);
  };
  const select = (ids: string[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const csv = await utils.adminSubscriptions.exportCsv.fetch(filterInput(applied), { staleTime: 0 });
      downloadText(csvFilename('subscriptions'), csv);
    } catch (error) {
      notify.error(errorMessage(error), 'Export failed');
    } finally {
      setExporting(false);
    }
  };

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Stack gap="md">
      <SubscriptionsToolbar value={filters} onChange={updateFilters} onExport={exportCsv} exporting={exporting} />
      {list.isError ? (
        <Alert color="red" variant="light" role="alert">
          Failed to load subscriptions: {errorMessage(list.error)}
        </Alert>
      ) : null}
      {list.isSuccess && total === 0 ? (
        <Alert color="brass" variant="light" title="No Subscriptions Found">
          No subscriptions match the current search and filters.
        </Alert>
      ) : null}
      {!list.isError && (list.isPending || total > 0) ? (
        <SubscriptionsTable
          rows={rows}
          loading={list.isFetching}
          sort={sort}
          onSort={updateSort}
          selected={selected}
          onSelect={select}
          busy={change.pending}
          onAction={(row, action) => (action === 'cancel' ? confirmCancel(row) : change.run(row.id, action))}
        />
      ) : null}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {selected.size} of {total} row(s) selected.
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Page {page} of {pageCount}
          </Text>
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <Button variant="default" size="xs" disabled={page >= pageCount} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
