import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';

export const Route = createFileRoute('/_authenticated/account/orders')({
  component: YourOrdersPage,
});

function YourOrdersPage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Your Orders">Your order history is coming soon.</PageTitle>
    </Container>
  );
}
