import { createFileRoute } from '@tanstack/react-router';
import { WholesalePage } from '../features/wholesale/wholesale-page';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/wholesale')({
  head: ({ match }) =>
    pageHead({
      title: 'Wholesale',
      description: 'Stock Royal Biltong in your shop, gym, pub or club: apply for a trade account with trade prices.',
      path: '/wholesale',
      siteUrl: match.context.siteUrl,
    }),
  component: WholesalePage,
});
