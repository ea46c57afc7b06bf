import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { holdDayLabel, holdLastDay } from '../../../shared/working-days';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

type UnpaidOrder = { id: string; number: number; paymentDueAt: Date | string | null };

/**
 * An unpaid shop order: until when it is held (bank transfer), and 'Cancel order' for a customer who no
 * longer wants it, which gives its stock and code use back and frees a place among their unpaid orders.
 */
export function CancelUnpaidOrder({ order }: { order: UnpaidOrder }) {
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const cancel = trpc.order.cancelMine.useMutation({
    onSuccess: () => {
      notify.success(`Order #${order.number} is cancelled.`);
      void utils.order.getMine.invalidate({ id: order.id });
      void utils.order.listMine.invalidate();
    },
    onError: (error) => notify.error(errorMessage(error)),
    onSettled: () => setConfirming(false),
  });
  return (
    <Group gap="sm" mt="xs">
      {order.paymentDueAt ? (
        <Text size="sm">
          We hold this order until the end of {holdDayLabel(holdLastDay(new Date(order.paymentDueAt)))}; unpaid by then, it is
          cancelled.
        </Text>
      ) : null}
      {confirming ? (
        <>
          <Button size="xs" color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ id: order.id })}>
            Yes, cancel order #{order.number}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
            Keep it
          </Button>
        </>
      ) : (
        <Button size="xs" variant="light" color="red" onClick={() => setConfirming(true)}>
          Cancel order
        </Button>
      )}
    </Group>
  );
}
