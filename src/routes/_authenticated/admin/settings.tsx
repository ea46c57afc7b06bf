import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';
import { ShopSettingsPage } from '../../../features/admin-settings/shop-settings';
import { titleHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_authenticated/admin/settings')({
  head: () => titleHead('Shop Settings'),
  loader: ({ context }) => {
    if (context.auth.role === 'admin') void context.queryClient.prefetchQuery(context.trpc.settings.get.queryOptions());
  },
  component: SettingsPage,
});

function SettingsPage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Shop settings">The shop's rules for unpaid orders, quantities and subscriptions.</PageTitle>
      <ShopSettingsPage />
    </Container>
  );
}
