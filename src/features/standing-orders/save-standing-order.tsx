import './mantine-styles';
import { Button, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRepeat } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { TradeOrderLine } from '../../../shared/trade-order';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { ScheduleForm } from './schedule-form';

/** 'Make it a standing order' on the quick order (also after Reorder filled it from a past order). */
export function SaveStandingOrder({
  lines,
  poNumber,
  poNumberRequired,
}: {
  lines: TradeOrderLine[];
  poNumber: string;
  poNumberRequired: boolean;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.standingOrder.create.useMutation({
    onSuccess: async () => {
      notify.success('Standing order saved.');
      close();
      void utils.standingOrder.listMine.invalidate();
      await navigate({ to: '/account/standing-orders' });
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const start = () => (lines.length === 0 ? notify.error('Please enter a quantity for at least one item.') : open());
  return (
    <>
      <Button variant="outline" leftSection={<IconRepeat size={16} aria-hidden />} onClick={start}>
        Make it a standing order
      </Button>
      <Modal opened={opened} onClose={close} title="New standing order" centered>
        <Text size="sm" mb="md">
          These {lines.length} line{lines.length === 1 ? '' : 's'} will be ordered on account on each date, at that day’s trade
          prices. We remind you two days before each order.
        </Text>
        <ScheduleForm
          lines={lines}
          initial={{ poNumber: poNumber || null }}
          poNumberRequired={poNumberRequired}
          submitLabel="Save standing order"
          saving={create.isPending}
          onSubmit={(schedule) => create.mutate({ ...schedule, lines })}
        />
      </Modal>
    </>
  );
}
