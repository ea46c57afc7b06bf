import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/page-title';
import { SubscribePlans } from '../features/subscriptions/subscribe-plans';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/subscriptions')({
  head: ({ match }) =>
    pageHead({
      title: 'Subscribe & Save',
      description: 'Biltong by subscription: pick a plan, a bag size and how often it arrives. Cancel or pause anytime.',
      path: '/subscriptions',
      siteUrl: match.context.siteUrl,
    }),
  // The customise dialog's variety list; fetched early so the dialog opens ready.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.subscription.varieties.queryOptions());
    void context.queryClient.prefetchQuery(context.trpc.subscription.oneOffPrices.queryOptions());
  },
  component: SubscribePage,
});

function SubscribePage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Subscribe & Save">
        Premium British biltong delivered to your door. Pick a plan, a bag size and how often it arrives.
      </PageTitle>
      <SubscribePlans />
    </Container>
  );
}
