import './mantine-styles';
import { Alert, Drawer, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { cancelReasonText } from '../../../shared/subscription-cancel';
import { SubscriptionStatusBadge } from '../../components/status-badge';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { DIALOG_TITLE_STYLES } from '../admin-shared/dialog-styles';
import { KeyInformationText } from '../subscriptions/key-information';

/**
 * One subscription's details beside the table: the key information as the customer saw it above the
 * subscribe button (stored then, never rebuilt from today's prices), and why they cancelled.
 */
export function SubscriptionDetailDrawer({ subscriptionId, onClose }: { subscriptionId: string | null; onClose: () => void }) {
  const detail = trpc.adminSubscriptions.detail.useQuery({ id: subscriptionId ?? '' }, { enabled: subscriptionId !== null });
  const data = subscriptionId !== null && detail.data?.id === subscriptionId ? detail.data : undefined;
  return (
    <Drawer
      opened={subscriptionId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      // Mantine renders the title as the drawer's h2.
      title={data ? `${data.subscriberName ?? 'Unknown'}: ${data.planName}` : 'Subscription'}
      styles={DIALOG_TITLE_STYLES}
    >
      {detail.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(detail.error)}
        </Alert>
      ) : null}
      {!data && !detail.isError ? (
        <Stack role="status" aria-label="Loading subscription">
          <Skeleton height={120} />
        </Stack>
      ) : null}
      {data ? (
        <Stack gap="lg">
          <Group gap="xs">
            <Text size="sm">Status:</Text>
            <SubscriptionStatusBadge status={data.status} />
          </Group>
          {data.status === 'cancelled' ? (
            <section aria-label="Cancel reason">
              <Title order={3} size="h5" mb="xs">
                Cancel reason
              </Title>
              <Text size="sm">
                {data.cancelReason ? cancelReasonText(data.cancelReason, data.cancelDetails) : 'No reason given'}
              </Text>
            </section>
          ) : null}
          <section aria-label="Key information at sign-up">
            <Title order={3} size="h5" mb="xs">
              Key information at sign-up
            </Title>
            {data.keyInformation ? (
              <KeyInformationText text={data.keyInformation} />
            ) : (
              <Text size="sm" c="dimmed">
                Not stored: this subscription began before key information was kept.
              </Text>
            )}
          </section>
        </Stack>
      ) : null}
    </Drawer>
  );
}
