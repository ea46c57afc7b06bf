import './mantine-styles';
import { Button, Card, Group, List, SimpleGrid, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { moistureLabel } from '../../../shared/constants';
import { documentDate } from '../../../shared/dates';
import { SubscriptionStatusBadge } from '../../components/status-badge';
import { AddExtraDialog } from './add-extra-dialog';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { isDueNow } from './due-date';
import { EditSubscriptionDialog } from './edit-subscription-dialog';
import type { FromCancelOffer } from './edit-subscription-form';
import { KeyInformationText } from './key-information';
import { NextBoxExtras } from './next-box-extras';
import { pricePerPeriod } from './plan-price';
import { fatLabel } from './subscription-options';
import { useShippingLabel } from './use-shipping-label';
import { type OwnSubscription, useSubscriptionActions } from './use-subscription-actions';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

function nextDelivery(subscription: OwnSubscription): string {
  if (subscription.status === 'cancelled') return 'None (cancelled)';
  if (subscription.status === 'paused') return `Paused (was ${documentDate(subscription.nextDeliveryAt)})`;
  return documentDate(subscription.nextDeliveryAt);
}

export function SubscriptionCard({ subscription }: { subscription: OwnSubscription }) {
  const titleId = useId();
  const [dialog, setDialog] = useState<'edit' | 'cancel' | 'extra' | null>(null);
  // Set while the edit form was opened by the cancel dialog's 'Change flavours instead'.
  const [fromOffer, setFromOffer] = useState<FromCancelOffer | undefined>();
  const { pause, resume, skip, orderNow, cancel, acceptOffer } = useSubscriptionActions();
  const shipping = useShippingLabel(subscription.planName);
  const { id, status } = subscription;
  const active = status === 'active';
  const busy =
    pause.isPending || resume.isPending || skip.isPending || orderNow.isPending || cancel.isPending || acceptOffer.isPending;

  return (
    <Card component="article" aria-labelledby={titleId} padding="lg">
      <Group justify="space-between" align="flex-start" mb="xs">
        <Title id={titleId} order={3} size="h4">
          {subscription.planName}
        </Title>
        <SubscriptionStatusBadge status={status} />
      </Group>
      <Text fz="xl" fw={700} ff="heading" c="oxblood.8">
        {pricePerPeriod(subscription.pricePence, subscription.frequency)}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {shipping}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mb="md">
        <Detail label="Size per bag">{subscription.weight}</Detail>
        <Detail label="Frequency">{subscription.frequency}</Detail>
        <Detail label="Next delivery">{nextDelivery(subscription)}</Detail>
        <Detail label="Deliver to">
          {[
            subscription.deliveryAddress1,
            subscription.deliveryAddress2,
            subscription.deliveryCity,
            subscription.deliveryPostcode,
          ]
            .filter(Boolean)
            .join(', ')}
        </Detail>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Bags
      </Text>
      <List size="sm" mb="md">
        {subscription.bags.map((bag, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: bags are fixed positions and may repeat a variety.
          <List.Item key={index}>
            {bag.variety} · {moistureLabel(bag.moisture)} · {fatLabel(bag.fat)}
          </List.Item>
        ))}
      </List>
      {active ? <NextBoxExtras subscriptionId={id} /> : null}
      {subscription.keyInformation ? (
        // The key information stored when the customer subscribed, as it was shown then.
        <details style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
          <Text component="summary" size="sm" fw={500} style={{ cursor: 'pointer' }}>
            Key information
          </Text>
          <KeyInformationText text={subscription.keyInformation} />
        </details>
      ) : null}
      {active && isDueNow(subscription.nextDeliveryAt) ? (
        <Text size="sm" fw={500} mb="md">
          Your next box is being prepared.
        </Text>
      ) : null}
      <Group gap="xs" mt="auto">
        {active ? (
          <>
            <Button size="xs" onClick={() => setDialog('edit')} disabled={busy}>
              Edit
            </Button>
            <Button size="xs" variant="outline" onClick={() => setDialog('extra')} disabled={busy}>
              Add to next box
            </Button>
            <Button
              size="xs"
              variant="outline"
              onClick={() => orderNow.mutate({ id })}
              loading={orderNow.isPending}
              disabled={busy}
            >
              Order now
            </Button>
            <Button size="xs" variant="outline" onClick={() => skip.mutate({ id })} loading={skip.isPending} disabled={busy}>
              Skip next delivery
            </Button>
            <Button size="xs" variant="outline" onClick={() => pause.mutate({ id })} loading={pause.isPending} disabled={busy}>
              Pause
            </Button>
          </>
        ) : null}
        {status === 'paused' ? (
          <Button size="xs" variant="outline" onClick={() => resume.mutate({ id })} loading={resume.isPending} disabled={busy}>
            Resume
          </Button>
        ) : null}
        {status !== 'cancelled' ? (
          // Subtle buttons write their text in shade 6 at most (3.2:1 on cream): red 9 is set on the text itself.
          <Button size="xs" variant="subtle" color="red.9" c="red.9" onClick={() => setDialog('cancel')} disabled={busy}>
            Cancel
          </Button>
        ) : null}
      </Group>
      <EditSubscriptionDialog
        subscription={subscription}
        opened={dialog === 'edit'}
        fromOffer={fromOffer}
        onClose={() => {
          setFromOffer(undefined);
          setDialog(null);
        }}
      />
      {active ? <AddExtraDialog subscriptionId={id} opened={dialog === 'extra'} onClose={() => setDialog(null)} /> : null}
      <CancelSubscriptionDialog
        subscription={subscription}
        opened={dialog === 'cancel'}
        pending={cancel.isPending}
        onConfirm={(choice) => cancel.mutate({ id, ...choice }, { onSettled: () => setDialog(null) })}
        onAccept={(offer, reason) => {
          if (offer === 'flavours') {
            setFromOffer({ cancelOffer: offer, reasonCode: reason });
            setDialog('edit');
            return;
          }
          // The card's buttons wait for it; the outcome is the usual notice.
          setDialog(null);
          acceptOffer.mutate({ id, reason, offer });
        }}
        onClose={() => setDialog(null)}
      />
    </Card>
  );
}
