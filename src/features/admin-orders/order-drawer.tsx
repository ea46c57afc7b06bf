import './mantine-styles';
import { Alert, Divider, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { holdDayLabel, holdLastDay } from '../../../shared/working-days';
import { OrderStatusBadge } from '../../components/status-badge';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { DIALOG_TITLE_STYLES } from '../admin-shared/dialog-styles';
import { OrderActions } from './order-actions';
import { OrderDetail } from './order-detail';

/** One order's detail and its status actions, beside the table. */
export function OrderDrawer({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const order = trpc.adminOrders.get.useQuery({ id: orderId ?? '' }, { enabled: orderId !== null });
  const data = orderId !== null && order.data?.id === orderId ? order.data : undefined;
  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      // Mantine renders the title as the drawer's h2.
      title={data ? `Order #${data.number}` : 'Order'}
      styles={DIALOG_TITLE_STYLES}
    >
      {order.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(order.error)}
        </Alert>
      ) : null}
      {!data && !order.isError ? (
        <Stack role="status" aria-label="Loading order">
          <Skeleton height={80} />
          <Skeleton height={160} />
        </Stack>
      ) : null}
      {data ? (
        <Stack gap="lg">
          <Group gap="xs">
            <Text size="sm">Status:</Text>
            <OrderStatusBadge status={data.status} />
          </Group>
          {data.holdReason ? (
            <Alert color="orange" variant="light" title="Held">
              {data.holdReason}
            </Alert>
          ) : null}
          {data.status === 'awaiting_payment' && data.paymentDueAt ? (
            <Text size="sm" c="dimmed">
              If still unpaid at the end of {holdDayLabel(holdLastDay(new Date(data.paymentDueAt)))}, it is cancelled (stock and
              code use go back).
            </Text>
          ) : null}
          <OrderActions key={`${data.id}-${data.status}`} order={data} />
          <Divider />
          <OrderDetail order={data} />
        </Stack>
      ) : null}
    </Drawer>
  );
}
