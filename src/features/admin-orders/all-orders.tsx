import './mantine-styles';
import { Alert, Button, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { RouterInputs } from '../../../server/trpc/app-router';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { csvFilename, downloadText } from '../admin-shared/download';
import { errorMessage } from '../admin-shared/error-message';
import { OrderDrawer } from './order-drawer';
import { datesOutOfOrder, NO_ORDER_FILTERS, OrderFilters, type OrderFilterValues } from './order-filters';
import { OrdersTable } from './orders-table';

const PAGE_SIZE = 20;

function toQuery(filters: OrderFilterValues, search: string): RouterInputs['adminOrders']['exportCsv'] {
  return {
    status: filters.status ?? undefined,
    source: filters.source ?? undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    search: search || undefined,
  };
}

/** 'All Orders': the server-paged table, its filters, the CSV export and the order drawer. */
export function AllOrders() {
  const [filters, setFilters] = useState<OrderFilterValues>(NO_ORDER_FILTERS);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [search] = useDebouncedValue(filters.search.trim(), 300);
  const utils = trpc.useUtils();
  const query = toQuery(filters, search);
  const valid = !datesOutOfOrder(filters);
  const orders = trpc.adminOrders.list.useQuery(
    { ...query, page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData, enabled: valid },
  );

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadText(csvFilename('orders'), await utils.adminOrders.exportCsv.fetch(query, { staleTime: 0 }));
    } catch (error) {
      notify.error(errorMessage(error), 'Export failed');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <OrderFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <Group justify="flex-end" mb="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={exportCsv}
          loading={exporting}
          disabled={!valid}
        >
          Export CSV
        </Button>
      </Group>
      {orders.isError ? (
        <Alert color="red" variant="light" role="alert" title="Error loading orders" mb="md">
          {errorMessage(orders.error)}
        </Alert>
      ) : null}
      <OrdersTable
        rows={orders.data?.rows}
        loading={orders.isFetching && !orders.data}
        paging={{ page, pageSize: PAGE_SIZE, total: orders.data?.total ?? 0, onPageChange: setPage }}
        onOpen={setOpenId}
      />
      <OrderDrawer orderId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
