import './mantine-styles';
import { Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import {
  SUBSCRIPTIONS_PAGE_TABS,
  type SubscriptionsPageTab,
  type SubscriptionsPageUrlKeys,
} from '../../lib/subscriptions-page-url-keys';
import { ProductionForecast } from './production-forecast';
import { StatCards } from './stat-cards';
import { SubscriptionsList } from './subscriptions-list';

// The figures and their charts load only when the tab is opened, keeping them out of the list's chunk.
const SubscriptionAnalytics = lazy(() => import('./subscription-analytics'));

/** 'Subscriptions management' with the production forecast the kitchen works from; the owner's figures on their own tab. */
export function SubscriptionsManagement() {
  const navigate = useNavigate();
  // The open tab lives in the URL (?tab=analytics), so a reload, a shared link or Back keeps it.
  const search: SubscriptionsPageUrlKeys = useSearch({ strict: false });
  const tab: SubscriptionsPageTab = search.tab ?? 'subscriptions';
  const chooseTab = (value: string | null) => {
    const next = SUBSCRIPTIONS_PAGE_TABS.find((t) => t === value);
    if (next && next !== tab)
      void navigate({
        to: '/admin/subscriptions',
        search: (prev) => ({ ...prev, tab: next === 'subscriptions' ? undefined : next }),
      });
  };
  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>Subscriptions Management</Title>
        <Text c="dimmed">Every Subscribe &amp; Save customer, what they are worth, and what the kitchen must dry.</Text>
      </div>
      <Tabs value={tab} onChange={chooseTab} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="subscriptions">Subscriptions</Tabs.Tab>
          <Tabs.Tab value="analytics">Analytics</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="subscriptions">
          <Stack gap="xl">
            <StatCards />
            <section aria-labelledby="all-subscriptions-title">
              <Title id="all-subscriptions-title" order={2} size="h3" mb="md">
                All Subscriptions
              </Title>
              <SubscriptionsList />
            </section>
            <ProductionForecast />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="analytics">
          <Suspense fallback={<Skeleton height={320} role="status" aria-label="Loading the figures" />}>
            <SubscriptionAnalytics />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
