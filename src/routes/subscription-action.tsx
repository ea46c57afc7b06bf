import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { LinkActionPage } from '../features/subscription-links/link-action-page';
import { titleHead } from '../lib/page-head';

export const Route = createFileRoute('/subscription-action')({
  head: () => titleHead('Your Subscription'),
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  component: SubscriptionActionRoute,
});

/** The page every one-click link in a subscription email opens. */
function SubscriptionActionRoute() {
  const { token } = Route.useSearch();
  return (
    <Container size={640} py="xl">
      <Title order={1} mb="lg">
        Your subscription
      </Title>
      <LinkActionPage token={token} />
    </Container>
  );
}
