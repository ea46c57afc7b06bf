import './mantine-styles';
import { Alert, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { StandingOrderCard } from '../standing-orders/standing-order-card';

/** The account's standing orders, with their last runs (held runs say why), for the admins. */
export function StandingOrdersSection({ userId }: { userId: string }) {
  const list = trpc.standingOrder.forAccount.useQuery({ userId });
  let body: React.ReactNode;
  if (list.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(list.error)}
      </Alert>
    );
  } else if (!list.data) {
    body = <Skeleton height={80} role="status" aria-busy="true" aria-label="Loading standing orders" />;
  } else if (list.data.length === 0) {
    body = (
      <Text c="dimmed" size="sm">
        No standing orders.
      </Text>
    );
  } else {
    body = (
      <Stack gap="sm">
        {list.data.map((so) => (
          <StandingOrderCard key={so.id} so={so} headingOrder={3} />
        ))}
      </Stack>
    );
  }
  return (
    <Card padding="lg">
      <Title order={2} size="h3" mb="md">
        Standing orders
      </Title>
      {body}
    </Card>
  );
}
