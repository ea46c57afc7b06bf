import { createFileRoute } from '@tanstack/react-router';
import { QuickOrderPage } from '../../../features/trade-order/quick-order-page';
import { titleHead } from '../../../lib/page-head';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/_authenticated/account/quick-order')({
  head: () => titleHead('Quick order'),
  // ?reorder=<order id> fills the quick order from that past order; anything else is dropped.
  validateSearch: (search: Record<string, unknown>): { reorder?: string } =>
    typeof search.reorder === 'string' && UUID.test(search.reorder) ? { reorder: search.reorder } : {},
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.tradeOrder.catalogue.queryOptions());
  },
  component: QuickOrderRoute,
});

function QuickOrderRoute() {
  const { reorder } = Route.useSearch();
  return <QuickOrderPage reorderOrderId={reorder ?? null} />;
}
