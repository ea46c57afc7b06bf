import './mantine-styles';
import { Alert } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ordersTable } from '../../../shared/schemas/admin-orders';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { DataTable } from '../admin-shared/data-table';
import { useTableSearch } from '../admin-shared/table-search';
import { OrderDrawer } from './order-drawer';
import { datesOutOfOrder, OrderFilters } from './order-filters';
import { orderColumns } from './orders-table';

/** 'All Orders': the server-sorted, server-paged table, its filters (in the URL), the CSV export and the order drawer. */
export function AllOrders() {
  const [openId, setOpenId] = useState<string | null>(null);
  const table = useTableSearch(ordersTable);
  const utils = trpc.useUtils();
  const valid = !datesOutOfOrder(table.filters);
  const orders = trpc.adminOrders.list.useQuery(table.listInput, { placeholderData: keepPreviousData, enabled: valid });
  const columns = useMemo(() => orderColumns(setOpenId), []);

  return (
    <>
      {orders.isError ? (
        <Alert color="red" variant="light" role="alert" title="Error loading orders" mb="md">
          {errorMessage(orders.error)}
        </Alert>
      ) : null}
      <DataTable
        label="Orders"
        columns={columns}
        sortable={ordersTable.sortable}
        page={orders.data}
        fetching={orders.isFetching}
        state={table}
        getRowId={(o) => o.id}
        rowName={(o) => `order #${o.number}`}
        empty="No orders match these filters."
        filters={<OrderFilters value={table.filters} onChange={(patch) => table.setFilters(patch)} />}
        csv={{
          filenamePrefix: 'orders',
          fetch: () => utils.adminOrders.exportCsv.fetch(table.exportInput, { staleTime: 0 }),
          disabled: !valid,
        }}
      />
      <OrderDrawer orderId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
