import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';

export const Route = createFileRoute('/_authenticated/admin/products')({
  component: ProductManagementPage,
});

function ProductManagementPage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Product Management">Adding, editing and pricing products is coming soon.</PageTitle>
    </Container>
  );
}
