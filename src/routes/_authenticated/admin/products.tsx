import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';
import { ProductManagement } from '../../../features/admin-products/product-management';
import { titleHead } from '../../../lib/page-head';
import { tableUrlKeys } from '../../../lib/table-url-keys';

export const Route = createFileRoute('/_authenticated/admin/products')({
  head: () => titleHead('Product Management'),
  // Page, order and filters live in the URL (the overview's 'low stock' tile links to ?stock=low).
  validateSearch: tableUrlKeys(['search', 'stock']),
  component: ProductManagementPage,
});

function ProductManagementPage() {
  return (
    <Container size="xl" py="xl">
      <PageTitle title="Product Management">Add products, set prices per weight and tier, and manage stock.</PageTitle>
      <ProductManagement />
    </Container>
  );
}
