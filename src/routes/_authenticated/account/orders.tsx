import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { OrdersPanel } from '../../../features/orders/account-orders-tab';
import { titleHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_authenticated/account/orders')({
  head: () => titleHead('Your Orders'),
  loader: ({ context }) => {
    // Not awaited: the skeleton shows while the list arrives.
    void context.queryClient.prefetchQuery(context.trpc.order.listMine.queryOptions());
  },
  component: YourOrdersPage,
});

function YourOrdersPage() {
  return (
    <Container size="lg" py="xl">
      <OrdersPanel headingOrder={1} />
    </Container>
  );
}
