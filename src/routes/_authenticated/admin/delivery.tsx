import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';
import { DeliverySettings } from '../../../features/admin-delivery/delivery-settings';
import { titleHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_authenticated/admin/delivery')({
  head: () => titleHead('Delivery Management'),
  loader: ({ context }) => {
    if (context.auth.role === 'admin') void context.queryClient.prefetchQuery(context.trpc.delivery.rates.queryOptions());
  },
  component: DeliveryPage,
});

function DeliveryPage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Delivery">What shop orders and subscription boxes pay for delivery.</PageTitle>
      <DeliverySettings />
    </Container>
  );
}
