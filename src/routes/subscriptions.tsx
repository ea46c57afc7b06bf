import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/page-title';

export const Route = createFileRoute('/subscriptions')({
  component: SubscribePage,
});

function SubscribePage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Subscribe & Save">
        Choose your plan, bag size and delivery frequency: subscriptions are coming soon.
      </PageTitle>
    </Container>
  );
}
