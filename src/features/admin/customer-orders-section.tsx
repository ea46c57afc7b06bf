import './mantine-styles';
import { Alert, Card, Skeleton, Table, Text, Title } from '@mantine/core';
import { formatDate } from '../../../shared/dates';
import { formatGBP } from '../../../shared/money';
import { AnchorLink } from '../../components/links';
import { OrderStatusBadge } from '../../components/status-badge';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';

const SHOWN = 20;

/** The customer's latest orders (the All Orders listing filtered to them), each opening that order in All Orders. */
export function CustomerOrdersSection({ userId }: { userId: string }) {
  const list = trpc.adminOrders.list.useQuery({
    page: 1,
    pageSize: SHOWN,
    sort: { id: 'createdAt', desc: true },
    filters: { userId },
  });
  let body: React.ReactNode;
  if (list.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(list.error)}
      </Alert>
    );
  } else if (!list.data) {
    body = <Skeleton height={80} role="status" aria-busy="true" aria-label="Loading orders" />;
  } else if (list.data.rows.length === 0) {
    body = (
      <Text c="dimmed" size="sm">
        No orders yet.
      </Text>
    );
  } else {
    body = (
      <>
        {/* Raw Table, not DataTable: a preview of the customer's latest orders; the full list is All Orders. */}
        <Table aria-label="Orders of this customer">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Order</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.rows.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>
                  <AnchorLink size="sm" to="/admin/orders" search={{ search: String(order.number) }}>
                    #{order.number}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>{formatDate(order.createdAt)}</Table.Td>
                <Table.Td>
                  <OrderStatusBadge status={order.status} />
                </Table.Td>
                <Table.Td ta="right">{formatGBP(order.totalPence)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {list.data.total > SHOWN ? (
          <Text size="sm" c="dimmed" mt="sm">
            The latest {SHOWN} of {list.data.total} orders.
          </Text>
        ) : null}
      </>
    );
  }
  return (
    <Card padding="lg">
      <Title order={2} size="h3" mb="md">
        Orders
      </Title>
      {body}
    </Card>
  );
}
