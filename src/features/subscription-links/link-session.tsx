import './mantine-styles';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { documentDate } from '../../../shared/dates';
import { formatGBP } from '../../../shared/money';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../shared/status-labels';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { CancelSubscriptionDialog } from '../subscriptions/cancel-subscription-dialog';
import { EditSubscriptionForm, type FromCancelOffer } from '../subscriptions/edit-subscription-form';
import { RefusedLink } from './refused-link';

type Change = 'skip' | 'delay' | 'pause' | 'resume';

/**
 * What 'Change flavours' and 'Manage subscription' open: this one subscription, editable for half an
 * hour through the capability the button returned. The person is not signed in.
 */
export function LinkSession({ capability, focus }: { capability: string; focus: 'flavours' | 'all' }) {
  const utils = trpc.useUtils();
  const subscription = trpc.subscriptionLink.subscription.useQuery({ capability }, { retry: false });
  const refresh = () => utils.subscriptionLink.subscription.invalidate({ capability });
  const edit = trpc.subscriptionLink.edit.useMutation({ onSuccess: refresh });
  const change = trpc.subscriptionLink.change.useMutation({
    onSuccess: async () => {
      await refresh();
      notify.success('Done.');
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const [cancelling, setCancelling] = useState(false);
  // Set once the cancel dialog's 'Change flavours instead' sent the subscriber to the form below.
  const [fromOffer, setFromOffer] = useState<FromCancelOffer | undefined>();
  const formTitle = useRef<HTMLHeadingElement>(null);
  const acceptOffer = trpc.subscriptionLink.acceptCancelOffer.useMutation({
    onSuccess: async () => {
      await refresh();
      notify.success('Done. Your subscription carries on.');
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const cancel = trpc.subscriptionLink.cancel.useMutation({
    onSuccess: async () => {
      await refresh();
      notify.success('Your subscription is cancelled.');
    },
    onError: (error) => notify.error(errorMessage(error)),
    onSettled: () => setCancelling(false),
  });

  if (subscription.isPending) return <Loader aria-label="Opening your subscription" />;
  if (subscription.isError) return <RefusedLink message={errorMessage(subscription.error)} />;
  const sub = subscription.data;
  const act = (to: Change) => change.mutate({ capability, id: sub.id, change: to });
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="xs">
          <Title order={2} size="h3">
            {sub.planName}: {sub.bagCount} × {sub.weight}, {sub.frequency.toLowerCase()}
          </Title>
          <Text>
            {sub.status === 'active'
              ? `Next delivery ${documentDate(sub.nextDeliveryAt)}, ${formatGBP(sub.pricePence)} a box.`
              : `This subscription is ${SUBSCRIPTION_STATUS_LABELS[sub.status].toLowerCase()}.`}
          </Text>
          <Text size="sm" c="dimmed">
            Opened from your email: this page can change this subscription only, for 30 minutes.
          </Text>
          {sub.status !== 'cancelled' ? (
            <Group gap="sm" mt="sm">
              {sub.status === 'active' ? (
                <>
                  <Button variant="default" onClick={() => act('skip')} loading={change.isPending}>
                    Skip next delivery
                  </Button>
                  <Button variant="default" onClick={() => act('delay')} loading={change.isPending}>
                    Delay one week
                  </Button>
                  <Button variant="default" onClick={() => act('pause')} loading={change.isPending}>
                    Pause
                  </Button>
                </>
              ) : null}
              {sub.status === 'paused' ? (
                <Button onClick={() => act('resume')} loading={change.isPending}>
                  Resume
                </Button>
              ) : null}
              <Button variant="subtle" color="red.9" c="red.9" onClick={() => setCancelling(true)} disabled={cancel.isPending}>
                Cancel subscription
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Card>
      <CancelSubscriptionDialog
        subscription={sub}
        opened={cancelling}
        pending={cancel.isPending}
        onConfirm={(choice) => cancel.mutate({ capability, id: sub.id, ...choice })}
        onAccept={(offer, reason) => {
          setCancelling(false);
          if (offer === 'flavours') {
            setFromOffer({ cancelOffer: offer, reasonCode: reason });
            formTitle.current?.scrollIntoView({ behavior: 'smooth' });
          } else acceptOffer.mutate({ capability, id: sub.id, reason, offer });
        }}
        onClose={() => setCancelling(false)}
      />
      {sub.status === 'active' ? (
        <Card withBorder padding="lg" radius="md">
          <Title order={2} size="h4" mb="md" ref={formTitle}>
            {focus === 'flavours' || fromOffer ? 'Change flavours' : 'Change your box'}
          </Title>
          <EditSubscriptionForm
            key={`${sub.id}:${JSON.stringify(sub.bags)}:${sub.weight}`}
            subscription={sub}
            onDone={() => setFromOffer(undefined)}
            save={(input) => edit.mutateAsync({ ...input, capability })}
            fromOffer={fromOffer}
          />
        </Card>
      ) : (
        <Alert variant="light">
          {sub.status === 'paused' ? 'Resume the subscription to change its box.' : 'This subscription has ended.'}
        </Alert>
      )}
    </Stack>
  );
}
