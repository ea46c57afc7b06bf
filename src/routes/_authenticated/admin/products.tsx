import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';
import { ProductManagement } from '../../../features/admin-products/product-management';
import { titleHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_authenticated/admin/products')({
  head: () => titleHead('Product Management'),
  // Fetch while the route's code loads (admins only: anyone else sees Access Denied and no call).
  loader: ({ context }) => {
    if (context.auth.role === 'admin') void context.queryClient.prefetchQuery(context.trpc.product.listAdmin.queryOptions({}));
  },
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
