import './mantine-styles';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { ScheduleForm } from './schedule-form';
import type { StandingOrderView } from './standing-order-card';

/** Edits the quantities (0 takes a line out) and the schedule of a standing order. */
export function EditStandingOrder(props: {
  so: StandingOrderView;
  poNumberRequired: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const { so } = props;
  const utils = trpc.useUtils();
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(so.lines.map((l) => [l.variantId, String(l.quantity)])),
  );
  const update = trpc.standingOrder.update.useMutation({
    onSuccess: () => {
      notify.success('Standing order updated.');
      void utils.standingOrder.listMine.invalidate();
      props.onClose();
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const lines = so.lines
    // A box left empty counts as 0; anything else not a whole number reaches the schema, which names the rule.
    .map((l) => ({ variantId: l.variantId, quantity: Number(quantities[l.variantId]?.trim() || 0) }))
    .filter((l) => l.quantity > 0);
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Edit standing order" centered>
      <Stack gap="md">
        <Stack gap="xs">
          {so.lines.map((l) => (
            <TextInput
              key={l.variantId}
              label={l.name}
              inputMode="numeric"
              value={quantities[l.variantId] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setQuantities((q) => ({ ...q, [l.variantId]: value }));
              }}
            />
          ))}
          <Text size="xs" c="dimmed">
            0 takes a line out. To add products, make a new standing order from the quick order.
          </Text>
        </Stack>
        <ScheduleForm
          lines={lines}
          initial={so}
          poNumberRequired={props.poNumberRequired}
          submitLabel="Save changes"
          saving={update.isPending}
          onSubmit={(schedule) => update.mutate({ id: so.id, ...schedule, lines })}
        />
      </Stack>
    </Modal>
  );
}
