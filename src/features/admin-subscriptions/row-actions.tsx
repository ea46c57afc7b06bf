import './mantine-styles';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconFileText, IconPlayerPause, IconPlayerPlay, IconX } from '@tabler/icons-react';
import type { SubscriptionStatus } from '../../../shared/constants';

export type RowAction = 'pause' | 'resume' | 'cancel';

/**
 * 'View details' for every subscription; pause (active), resume (paused) and cancel (active or paused),
 * the server refusing anything else.
 */
export function RowActions({
  subscriber,
  status,
  disabled,
  onAction,
  onDetails,
}: {
  subscriber: string;
  status: SubscriptionStatus;
  disabled: boolean;
  onAction: (action: RowAction) => void;
  onDetails: () => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.8" aria-label={`Actions for ${subscriber}`} disabled={disabled}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileText size={14} aria-hidden />} onClick={onDetails}>
          View details
        </Menu.Item>
        {status === 'active' ? (
          <Menu.Item leftSection={<IconPlayerPause size={14} aria-hidden />} onClick={() => onAction('pause')}>
            Pause subscription
          </Menu.Item>
        ) : null}
        {status === 'paused' ? (
          <Menu.Item leftSection={<IconPlayerPlay size={14} aria-hidden />} onClick={() => onAction('resume')}>
            Resume subscription
          </Menu.Item>
        ) : null}
        {status !== 'cancelled' ? (
          <Menu.Item color="red.9" leftSection={<IconX size={14} aria-hidden />} onClick={() => onAction('cancel')}>
            Cancel subscription
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
