import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';
import { PromotionsManagement } from '../../../features/admin-promotions/promotions-management';
import { titleHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_authenticated/admin/promotions')({
  head: () => titleHead('Promotions Management'),
  loader: ({ context }) => {
    if (context.auth.role === 'admin') void context.queryClient.prefetchQuery(context.trpc.promotion.list.queryOptions());
  },
  component: PromotionsManagementPage,
});

function PromotionsManagementPage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Promotions Management">Discount codes for the shop, with who used them.</PageTitle>
      <PromotionsManagement />
    </Container>
  );
}
