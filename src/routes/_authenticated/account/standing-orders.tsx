import { createFileRoute } from '@tanstack/react-router';
import { StandingOrdersPage } from '../../../features/standing-orders/standing-orders-page';
import { titleHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_authenticated/account/standing-orders')({
  head: () => titleHead('Standing orders'),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.standingOrder.listMine.queryOptions());
  },
  component: StandingOrdersPage,
});
