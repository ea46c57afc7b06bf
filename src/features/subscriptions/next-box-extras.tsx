import './mantine-styles';
import { Button, Group, List, Text } from '@mantine/core';
import { moistureLabel } from '../../../shared/constants';
import { formatGBP } from '../../../shared/money';
import { trpc } from '../../lib/trpc';
import { type NextBoxExtra, useExtraActions } from './use-subscription-actions';

const itemName = (extra: NextBoxExtra) => `${extra.productName} ${extra.weight} · ${moistureLabel(extra.moisture)}`;

/** The one-off items added to the next box, each with Remove; nothing when there are none. */
export function NextBoxExtras({ subscriptionId }: { subscriptionId: string }) {
  const extras = trpc.subscription.extras.useQuery({ id: subscriptionId });
  const { remove } = useExtraActions(subscriptionId);
  if (!extras.data?.length) return null;
  return (
    <>
      <Text size="sm" c="dimmed">
        Added to next box
      </Text>
      <List size="sm" mb="md" listStyleType="none">
        {extras.data.map((extra) => (
          <List.Item key={`${extra.productId}/${extra.weight}/${extra.moisture}`}>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">
                {extra.quantity} × {itemName(extra)}
                {extra.unitGrossPence === null ? '' : ` (${formatGBP(extra.unitGrossPence)} each today)`}
              </Text>
              <Button
                size="compact-xs"
                variant="outline"
                aria-label={`Remove ${itemName(extra)}`}
                loading={remove.isPending && remove.variables?.productId === extra.productId}
                onClick={() =>
                  remove.mutate({
                    id: subscriptionId,
                    productId: extra.productId,
                    weight: extra.weight,
                    moisture: extra.moisture,
                  })
                }
              >
                Remove
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
    </>
  );
}
