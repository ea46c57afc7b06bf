import { Container } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '../../../components/links';
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
      {/* Reached from the confirmation email's link: the way on to the rest of the account. */}
      <ButtonLink to="/account" variant="subtle" px={0} mb="sm" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        Back to My Account
      </ButtonLink>
      <OrdersPanel headingOrder={1} />
    </Container>
  );
}
