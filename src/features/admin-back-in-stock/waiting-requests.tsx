import { Text } from '@mantine/core';
import type { RouterOutputs } from '../../../server/trpc/app-router';
import { trpc } from '../../lib/trpc';
import { type Column, DataTable } from '../admin-shared/data-table';
import { formatDateTime } from '../admin-shared/format';
import './mantine-styles';

type WaitingRow = RouterOutputs['backInStock']['waiting'][number];

const COLUMNS: Column<WaitingRow>[] = [
  { key: 'product', header: 'Product', sortValue: (r) => r.productName, render: (r) => r.productName },
  { key: 'size', header: 'Size', sortValue: (r) => r.weight, render: (r) => r.weight },
  { key: 'waiting', header: 'Waiting', align: 'right', sortValue: (r) => r.waiting, render: (r) => r.waiting },
  {
    key: 'oldest',
    header: 'Oldest request',
    sortValue: (r) => r.oldestRequestAt?.getTime() ?? null,
    render: (r) => (r.oldestRequestAt ? formatDateTime(r.oldestRequestAt) : '—'),
  },
  { key: 'stock', header: 'Stock now', align: 'right', sortValue: (r) => r.stock, render: (r) => r.stock },
];

/** Confirmed 'Email me when it's back' requests still waiting, per product size (issue 16). */
export function WaitingRequests() {
  const waiting = trpc.backInStock.waiting.useQuery();
  if (waiting.isError) return <Text c="red.9">{waiting.error.message}</Text>;
  return (
    <DataTable
      label="Back-in-stock requests"
      columns={COLUMNS}
      rows={waiting.data}
      rowKey={(r) => `${r.productId}:${r.weight}`}
      loading={waiting.isPending}
      empty="Nobody is waiting for a size to come back."
    />
  );
}
