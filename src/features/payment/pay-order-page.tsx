import './mantine-styles';
import { Alert, Container, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { formatGBP } from '../../../shared/money';
import { PageTitle } from '../../components/page-title';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { CardForm } from './card-form';

/**
 * Pays one card order: straight after 'Place Order', from the Orders tab while the order is held,
 * or from the email link when a renewal needs 3-D Secure. The same PaymentIntent is reused each time.
 */
export function PayOrderPage({ orderId }: { orderId: string }) {
  const config = trpc.payment.config.useQuery();
  const start = trpc.payment.start.useMutation();
  const { mutate } = start;
  useEffect(() => mutate({ orderId }), [mutate, orderId]);

  let body: React.ReactNode;
  if (start.error || config.error) {
    body = (
      <Alert color="red" variant="light" role="alert" title="This order cannot be paid">
        {errorMessage(start.error ?? config.error)}
      </Alert>
    );
  } else if (!start.data || !config.data?.publishableKey) {
    body = <Skeleton height={220} aria-label="Loading the payment form" />;
  } else {
    body = (
      <Stack gap="md">
        <Text>
          Order #{start.data.number}: {formatGBP(start.data.totalPence)}. We hold your items for 30 minutes while you pay.
        </Text>
        <CardForm
          publishableKey={config.data.publishableKey}
          clientSecret={start.data.clientSecret}
          mode="payment"
          returnPath={`/order-complete/${orderId}`}
          submitLabel={`Pay ${formatGBP(start.data.totalPence)}`}
        />
      </Stack>
    );
  }
  return (
    <Container size="sm" py="xl">
      <PageTitle title="Pay by card" />
      <Paper withBorder p="lg" radius="md" bg="cream.0">
        {body}
      </Paper>
    </Container>
  );
}
