import './mantine-styles';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { TAX_RECORD_YEARS } from '../../../shared/account-erasure';
import { formatDate } from '../../../shared/dates';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { confirmAction } from '../admin-shared/confirm-action';
import type { AdminAccount } from './edit-account-values';

/**
 * The person's data rights, exercised by an admin on their behalf (a subject access request by letter or email,
 * an erasure request): both are recorded in the activity log.
 */
export function DataRightsSection({ profile }: { profile: AdminAccount['profile'] }) {
  const utils = trpc.useUtils();
  const erase = trpc.admin.eraseAccount.useMutation({
    onSuccess: () => {
      notify.success('The account is erased. Its orders, invoices and credit notes are kept.');
      void utils.admin.getAccount.invalidate({ userId: profile.userId });
      void utils.admin.listAccounts.invalidate();
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  return (
    <Card padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Personal data
        </Title>
        {profile.erasedAt ? (
          <Text size="sm">
            Deleted customer: name, email, phone and addresses were erased on {formatDate(profile.erasedAt)}. The orders, invoices
            and credit notes are kept for {TAX_RECORD_YEARS} years.
          </Text>
        ) : (
          <Text size="sm">
            For a request made to the shop: a copy of everything held about this person, or erasing the account.
          </Text>
        )}
        <Group>
          <Button
            component="a"
            href={`/api/accounts/${encodeURIComponent(profile.userId)}/data-export`}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Export data
          </Button>
          {profile.erasedAt || profile.role === 'admin' ? null : (
            <Button
              color="red.9"
              variant="outline"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() =>
                confirmAction({
                  title: 'Erase this account?',
                  body: (
                    <Text size="sm">
                      Every session is signed out, subscriptions cancelled, the saved card, back-in-stock requests and messages
                      removed, and the name, email, phone and addresses erased. Orders, invoices and credit notes stay, unchanged,
                      for {TAX_RECORD_YEARS} years. This cannot be undone.
                    </Text>
                  ),
                  confirmLabel: 'Erase account',
                  pendingLabel: 'Erasing...',
                  action: () => erase.mutateAsync({ userId: profile.userId }).catch(() => undefined),
                })
              }
            >
              Erase account
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
