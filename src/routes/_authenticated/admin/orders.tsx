import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';
import { AllOrders } from '../../../features/admin-orders/all-orders';
import { titleHead } from '../../../lib/page-head';
import { tableUrlKeys } from '../../../lib/table-url-keys';

export const Route = createFileRoute('/_authenticated/admin/orders')({
  head: () => titleHead('All Orders'),
  // Page, order and filters live in the URL, so a link (an overview tile) can open a filtered table.
  validateSearch: tableUrlKeys(['status', 'source', 'from', 'to', 'search']),
  component: AllOrdersPage,
});

function AllOrdersPage() {
  return (
    <Container size="xl" py="xl">
      <PageTitle title="All Orders">Every order from the shop, subscriptions and trade accounts.</PageTitle>
      <AllOrders />
    </Container>
  );
}
