import './mantine-styles';
import { Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { formatDateTime } from '../../../shared/dates';
import { backInStockWaitingTable } from '../../../shared/schemas/back-in-stock';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { DataTable } from '../admin-shared/data-table';
import { type DataColumn, dataColumns } from '../admin-shared/data-table-columns';
import { useTableSearch } from '../admin-shared/table-search';

type WaitingRow = RouterOutputs['backInStock']['waiting']['rows'][number];

const column = dataColumns<WaitingRow>();

/** The ids are the server's sort ids (shared/schemas/back-in-stock.ts); the size is not sortable. */
const COLUMNS: DataColumn<WaitingRow>[] = [
  column.accessor('productName', { id: 'product', header: 'Product' }),
  column.accessor('weight', { id: 'size', header: 'Size' }),
  column.accessor('waiting', { id: 'waiting', header: 'Waiting', meta: { align: 'right' } }),
  column.accessor('oldestRequestAt', {
    id: 'oldest',
    header: 'Oldest request',
    cell: ({ row }) => (row.original.oldestRequestAt ? formatDateTime(row.original.oldestRequestAt) : '—'),
  }),
  column.accessor('stock', { id: 'stock', header: 'Stock now', meta: { align: 'right' } }),
];

/** Confirmed 'Email me when it's back' requests still waiting, per product size. */
export function WaitingRequests() {
  const table = useTableSearch(backInStockWaitingTable);
  const waiting = trpc.backInStock.waiting.useQuery(table.listInput, { placeholderData: keepPreviousData });
  if (waiting.isError) return <Text c="red.9">{errorMessage(waiting.error)}</Text>;
  return (
    <DataTable
      label="Back-in-stock requests"
      columns={COLUMNS}
      sortable={backInStockWaitingTable.sortable}
      page={waiting.data}
      fetching={waiting.isFetching}
      state={table}
      getRowId={(r) => `${r.productId}:${r.weight}`}
      rowName={(r) => `${r.productName} ${r.weight}`}
      empty="Nobody is waiting for a size to come back."
    />
  );
}
