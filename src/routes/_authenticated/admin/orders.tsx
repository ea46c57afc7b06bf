import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';

export const Route = createFileRoute('/_authenticated/admin/orders')({
  component: AllOrdersPage,
});

function AllOrdersPage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle title="All Orders">Every order placed in the shop will be listed here soon.</PageTitle>
    </Container>
  );
}
