import './mantine-styles';
import { Alert, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ButtonLink } from '../../components/links';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { SavedCard } from '../payment/saved-card';
import { SubscriptionCard } from './subscription-card';

/** The customer account's Subscriptions tab (the default tab): a card per subscription, newest first. */
export function AccountSubscriptionsTab() {
  const subscriptions = trpc.subscription.listMine.useQuery();

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Your Subscriptions
        </Title>
        <ButtonLink to="/subscriptions" variant="outline" leftSection={<IconPlus size={16} aria-hidden />}>
          Add New Subscription
        </ButtonLink>
      </Group>
      <SavedCard />
      {subscriptions.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true" aria-label="Loading subscriptions">
          <Skeleton height={280} radius="md" />
          <Skeleton height={280} radius="md" />
        </SimpleGrid>
      ) : null}
      {subscriptions.isError ? (
        <Alert color="red" variant="light" role="alert">
          Failed to load subscriptions: {errorMessage(subscriptions.error)}
        </Alert>
      ) : null}
      {subscriptions.data?.length === 0 ? (
        <Paper bg="cream.0" withBorder p="lg" radius="md">
          <Text c="dimmed">You have no subscriptions yet. Choose a plan to get biltong delivered to your door.</Text>
        </Paper>
      ) : null}
      {subscriptions.data?.length ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {subscriptions.data.map((subscription) => (
            <SubscriptionCard key={subscription.id} subscription={subscription} />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
