import './mantine-styles';
import { Button, Paper, Stack, Table, Text, Title, type TitleOrder, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../../shared/dates';
import { formatGBP } from '../../../shared/money';
import { ButtonLink } from '../../components/links';
import classes from '../../components/stacked-table.module.css';
import { OrderStatusBadge } from '../../components/status-badge';
import { useAuth } from '../../lib/auth/auth-context';
import { trpc } from '../../lib/trpc';
import { listState } from './list-state';
import { type OpenOrder, OrderDetailModal } from './order-detail-modal';

/** 'Your Orders': the signed-in user's real orders (the server only ever returns their own). */
export function OrdersPanel({ headingOrder }: { headingOrder: TitleOrder }) {
  const orders = trpc.order.listMine.useQuery();
  const { profile } = useAuth();
  // Trade accounts order the same again from any past order, through the quick order.
  const trade = profile?.role === 'wholesaler' && profile.status === 'approved';
  // The chosen order stays set while the modal's close animation plays.
  const [chosen, setChosen] = useState<OpenOrder | null>(null);
  const [opened, setOpened] = useState(false);

  let content = listState(
    orders,
    'orders',
    <Stack gap="sm" align="flex-start">
      <Text c="dimmed">You have not placed any orders yet.</Text>
      <ButtonLink to="/shop" variant="outline">
        Continue Shopping
      </ButtonLink>
    </Stack>,
  );
  if (!content && orders.data) {
    content = (
      // Raw Table, not DataTable: a customer's page, stacked on phones; DataTable is the admin's server-paged list.
      <Table verticalSpacing="sm" highlightOnHover aria-label="Your orders" className={classes.stacked}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Details</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.data.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td fw={600}>#{order.number}</Table.Td>
              <Table.Td data-label="Date">{formatDate(order.createdAt)}</Table.Td>
              <Table.Td ta="right" data-label="Total">
                {formatGBP(order.totalPence)}
              </Table.Td>
              <Table.Td data-label="Status">
                <OrderStatusBadge status={order.status} />
              </Table.Td>
              <Table.Td ta="right">
                {order.paymentMethod === 'card' && order.status === 'awaiting_payment' ? (
                  <ButtonLink
                    to="/pay/$orderId"
                    params={{ orderId: order.id }}
                    size="xs"
                    mr="xs"
                    aria-label={`Pay for order #${order.number}`}
                  >
                    Pay now
                  </ButtonLink>
                ) : null}
                {trade ? (
                  <ButtonLink
                    to="/account/quick-order"
                    search={{ reorder: order.id }}
                    variant="light"
                    size="xs"
                    mr="xs"
                    aria-label={`Reorder order #${order.number}`}
                  >
                    Reorder
                  </ButtonLink>
                ) : null}
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => {
                    setChosen({ id: order.id, number: order.number });
                    setOpened(true);
                  }}
                  aria-label={`View order #${order.number}`}
                >
                  View
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  return (
    <Paper bg="cream.0" withBorder p="lg" radius="md" component="section" aria-label="Your Orders">
      <Title order={headingOrder} size={headingOrder === 1 ? 'h1' : 'h3'} mb="md">
        Your Orders
      </Title>
      {content}
      <OrderDetailModal order={chosen} opened={opened} onClose={() => setOpened(false)} />
    </Paper>
  );
}

/** For the customer account's Orders tab (takes no props: the tab owner only places it). */
export function AccountOrdersTab() {
  return <OrdersPanel headingOrder={2} />;
}
