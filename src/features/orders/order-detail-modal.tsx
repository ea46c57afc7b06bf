import './mantine-styles';
import { Alert, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../../shared/dates';
import { ButtonLink } from '../../components/links';
import { OrderStatusBadge } from '../../components/status-badge';
import { useAuth } from '../../lib/auth/auth-context';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { CancelUnpaidOrder } from './cancel-unpaid-order';
import { InvoiceDownloadLink } from './invoice-download-link';
import { OrderConfirmation } from './order-confirmation';
import { OrderHistory } from './order-history';
import { OrderItemsTable } from './order-items-table';
import { OrderTotals } from './order-totals';

const PAYMENT_LABELS: Record<string, string> = { bank_transfer: 'Bank transfer', on_account: 'On account' };

function OrderDetail({ orderId }: { orderId: string }) {
  const order = trpc.order.getMine.useQuery({ id: orderId });
  const { profile } = useAuth();
  const trade = profile?.role === 'wholesaler' && profile.status === 'approved';
  if (order.isPending) return <Loader aria-label="Loading the order" mx="auto" my="lg" display="block" />;
  if (order.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(order.error)}
      </Alert>
    );
  }
  const { data } = order;
  const address = data.shippingAddress;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Text c="dimmed">Placed {formatDate(data.createdAt)}</Text>
        <Group gap="sm">
          <OrderStatusBadge status={data.status} />
          {trade ? (
            <ButtonLink to="/account/quick-order" search={{ reorder: orderId }} size="xs" variant="light">
              Reorder
            </ButtonLink>
          ) : null}
        </Group>
      </Group>
      <OrderItemsTable items={data.items} />
      <OrderTotals order={data} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <div>
          <Title order={3} size="h5" mb={4}>
            Delivery address
          </Title>
          <Text size="sm">
            {[address.fullName, address.address1, address.address2, address.city, address.postcode]
              .filter(Boolean)
              .map((part) => (
                <span key={part} style={{ display: 'block' }}>
                  {part}
                </span>
              ))}
          </Text>
          {data.trackingReference ? (
            <Text size="sm" mt="xs">
              Tracking: {data.trackingReference}
            </Text>
          ) : null}
        </div>
        <div>
          <Title order={3} size="h5" mb={4}>
            Payment and invoice
          </Title>
          <Text size="sm">{PAYMENT_LABELS[data.paymentMethod] ?? data.paymentMethod}</Text>
          {data.poNumber ? <Text size="sm">PO number: {data.poNumber}</Text> : null}
          {data.invoice ? (
            <Stack gap={4} mt={4}>
              <Group gap="xs">
                <Text size="sm">Invoice {data.invoice.reference}</Text>
                <InvoiceDownloadLink invoiceId={data.invoice.id} reference={data.invoice.reference} />
              </Group>
              {data.status === 'awaiting_payment' && data.invoice.paymentInstructions ? (
                <Text size="sm" c="dimmed">
                  {data.invoice.paymentInstructions}
                </Text>
              ) : null}
            </Stack>
          ) : null}
          {data.status === 'awaiting_payment' && data.source === 'shop' && data.paymentMethod !== 'on_account' ? (
            <CancelUnpaidOrder order={data} />
          ) : null}
        </div>
      </SimpleGrid>
      <OrderConfirmation order={data} />
      <OrderHistory events={data.events} />
    </Stack>
  );
}

export type OpenOrder = { id: string; number: number };

/** The order detail view: lines, address, totals, promotion, status history and the invoice link. */
export function OrderDetailModal(props: { order: OpenOrder | null; opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.order ? `Order #${props.order.number}` : 'Order'}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close order details' }}
    >
      {props.order ? <OrderDetail orderId={props.order.id} /> : null}
    </Modal>
  );
}
