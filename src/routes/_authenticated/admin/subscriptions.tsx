import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionsManagement } from '../../../features/admin-subscriptions/subscriptions-management';
import { titleHead } from '../../../lib/page-head';
import { subscriptionsPageUrlKeys } from '../../../lib/subscriptions-page-url-keys';
import { tableUrlKeys } from '../../../lib/table-url-keys';

// The table keeps its page, order and filters in the URL; the open tab too.
const tableSearch = tableUrlKeys(['search', 'status', 'frequency', 'renewsWithin']);

export const Route = createFileRoute('/_authenticated/admin/subscriptions')({
  head: () => titleHead('Subscriptions Management'),
  validateSearch: (raw: Record<string, unknown>) => ({ ...tableSearch(raw), ...subscriptionsPageUrlKeys(raw) }),
  // Only an admin's browser asks; anyone else sees Access Denied from the admin layout.
  loader: ({ context }) => {
    if (context.auth.role !== 'admin') return;
    void context.queryClient.prefetchQuery(context.trpc.adminSubscriptions.stats.queryOptions());
  },
  component: SubscriptionsManagementPage,
});

function SubscriptionsManagementPage() {
  return (
    <Container size="xl" py="xl">
      <SubscriptionsManagement />
    </Container>
  );
}
