import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';

export const Route = createFileRoute('/_authenticated/admin/subscriptions')({
  component: SubscriptionsManagementPage,
});

function SubscriptionsManagementPage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Subscriptions Management">Subscription statistics and the subscriber list are coming soon.</PageTitle>
    </Container>
  );
}
