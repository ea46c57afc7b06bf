import './mantine-styles';
import { Alert, Badge, CloseButton, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { subscriptionsTable } from '../../../shared/schemas/admin-subscriptions';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { confirmAction } from '../admin-shared/confirm-action';
import { DataTable } from '../admin-shared/data-table';
import { useTableSearch } from '../admin-shared/table-search';
import { SubscriptionDetailDrawer } from './subscription-detail-drawer';
import { type AdminSubscriptionRow, subscriberName, subscriptionColumns } from './subscriptions-table';
import { SubscriptionsFilters } from './subscriptions-toolbar';
import { useSubscriptionChange } from './use-subscription-change';

/** 'All Subscriptions': search, filters, server-side sort and paging (in the URL), row selection, actions and CSV. */
export function SubscriptionsList() {
  const utils = trpc.useUtils();
  const table = useTableSearch(subscriptionsTable);
  const { pending, run, runAsync } = useSubscriptionChange();
  const list = trpc.adminSubscriptions.list.useQuery(table.listInput, { placeholderData: keepPreviousData });
  const [detailId, setDetailId] = useState<string | null>(null);
  const columns = useMemo(() => {
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
        action: () => runAsync(row.id, 'cancel'),
      });
    return subscriptionColumns({
      busy: pending,
      onAction: (row, action) => (action === 'cancel' ? confirmCancel(row) : run(row.id, action)),
      onDetails: (row) => setDetailId(row.id),
    });
  }, [pending, run, runAsync]);
  const renewsWithin = table.filters.renewsWithin;

  return (
    <Stack gap="md">
      {list.isError ? (
        <Alert color="red" variant="light" role="alert">
          Failed to load subscriptions: {errorMessage(list.error)}
        </Alert>
      ) : null}
      {renewsWithin !== undefined ? (
        <Group gap="xs">
          <Badge variant="light" color="brass" size="lg">
            Renewing in the next {renewsWithin} days
          </Badge>
          <CloseButton
            aria-label="Show all renewal dates"
            size="sm"
            onClick={() => table.setFilters({ renewsWithin: undefined })}
          />
        </Group>
      ) : null}
      <DataTable
        label="All Subscriptions"
        columns={columns}
        sortable={subscriptionsTable.sortable}
        page={list.data}
        fetching={list.isFetching}
        state={table}
        getRowId={(row) => row.id}
        rowName={subscriberName}
        empty={
          <Alert color="brass" variant="light" title="No Subscriptions Found" ta="left">
            No subscriptions match the current search and filters.
          </Alert>
        }
        filters={<SubscriptionsFilters value={table.filters} onChange={(patch) => table.setFilters(patch)} />}
        csv={{
          filenamePrefix: 'subscriptions',
          fetch: () => utils.adminSubscriptions.exportCsv.fetch(table.exportInput, { staleTime: 0 }),
        }}
      />
      <SubscriptionDetailDrawer subscriptionId={detailId} onClose={() => setDetailId(null)} />
    </Stack>
  );
}
