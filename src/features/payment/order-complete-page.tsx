import './mantine-styles';
import { Alert, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatGBP } from '../../../shared/money';
import { ButtonLink } from '../../components/links';
import { PageTitle } from '../../components/page-title';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';

const POLL_MS = 2000;

/** Orders that will not ship, in the customer's words (anything else past awaiting payment is paid). */
const ENDED = {
  expired: (n: number) => `Order #${n} expired before it was paid. You have not been charged.`,
  cancelled: (n: number) => `Order #${n} was cancelled. If you were charged, the money is refunded to your card.`,
  refunded: (n: number) => `Order #${n} was refunded to your card.`,
} as const;

/**
 * Where Stripe returns the customer. The page polls the order's status on our server until Stripe's
 * webhook has settled it; the server asks Stripe only when that webhook is long overdue.
 */
export function OrderCompletePage({ orderId }: { orderId: string }) {
  const status = trpc.payment.status.useQuery(
    { orderId },
    { refetchInterval: (query) => (query.state.data && query.state.data.status !== 'awaiting_payment' ? false : POLL_MS) },
  );
  const data = status.data;
  let body: React.ReactNode;
  if (status.error) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(status.error)}
      </Alert>
    );
  } else if (!data || (data.status === 'awaiting_payment' && !data.underReview)) {
    body = (
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text>Confirming your payment with your bank...</Text>
      </Stack>
    );
  } else if (data.underReview) {
    body = (
      <Alert color="yellow" variant="light" role="status">
        We received a payment for order #{data.number} that we need to check by hand. We will email you shortly.
      </Alert>
    );
  } else if (data.status in ENDED) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {ENDED[data.status as keyof typeof ENDED](data.number)}
      </Alert>
    );
  } else {
    body = (
      <Stack gap="sm" role="status">
        <Title order={2} size="h3">
          Thank you! Order #{data.number} is paid.
        </Title>
        <Text>We received {formatGBP(data.totalPence)} and emailed your confirmation. We will let you know when it ships.</Text>
      </Stack>
    );
  }
  return (
    <Container size="sm" py="xl">
      <PageTitle title="Thank you" />
      <Paper withBorder p="lg" radius="md" bg="cream.0">
        <Stack gap="lg">
          {body}
          <ButtonLink to="/account/orders" variant="outline">
            See your orders
          </ButtonLink>
        </Stack>
      </Paper>
    </Container>
  );
}
