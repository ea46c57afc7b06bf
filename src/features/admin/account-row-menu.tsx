import './mantine-styles';
import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconCopy, IconDots, IconPencil, IconX } from '@tabler/icons-react';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { notify } from '../../lib/notify';
import { MenuItemLink } from '../admin-shared/menu-item-link';
import type { AccountDecision } from './account-decision';

export type AccountRow = RouterOutputs['admin']['listAccounts']['rows'][number];

export function accountName(account: Pick<AccountRow, 'businessName' | 'fullName'>): string {
  return account.businessName || account.fullName;
}

async function copyUserId(userId: string) {
  try {
    await navigator.clipboard.writeText(userId);
    notify.success('User ID copied to clipboard.');
  } catch {
    notify.error('Could not copy the user ID.');
  }
}

type AccountRowMenuProps = { account: AccountRow; onDecide: (decision: AccountDecision) => void };

/** Row menu. Approve/Reject only for wholesale accounts, and never to the status it already has. */
export function AccountRowMenu({ account, onDecide }: AccountRowMenuProps) {
  const wholesale = account.accountType === 'Wholesale';
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${accountName(account)}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <MenuItemLink
          to="/admin/account/$userId"
          params={{ userId: account.userId }}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          View/Edit Account
        </MenuItemLink>
        <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copyUserId(account.userId)}>
          Copy user ID
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconCheck size={16} aria-hidden />}
          disabled={!wholesale || account.status === 'approved'}
          onClick={() => onDecide('approve')}
        >
          Approve Account
        </Menu.Item>
        <Menu.Item
          color="red.8"
          leftSection={<IconX size={16} aria-hidden />}
          disabled={!wholesale || account.status === 'rejected'}
          onClick={() => onDecide('reject')}
        >
          Reject Account
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
