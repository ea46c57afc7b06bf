import './mantine-styles';
import { Alert, Button, Group, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { TAX_RECORD_YEARS } from '../../../shared/account-erasure';
import { type Profile, useAuth } from '../../lib/auth/auth-context';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';

/**
 * The person's data rights in their account: a copy of everything the shop holds about them, and deleting the
 * account. What the shop must keep (orders, invoices and credit notes, as tax records) is said before and after.
 */
export function YourData({ profile }: { profile: Profile }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="your-data-title">
      <Title order={2} size="h4" id="your-data-title" mb="xs">
        Your data
      </Title>
      <Text size="sm" mb="md">
        Download a copy of everything we hold about you, or delete your account. We keep your orders, invoices and credit notes
        for {TAX_RECORD_YEARS} years, as UK tax law requires.
      </Text>
      <Group>
        <Button
          component="a"
          href="/api/account/data-export"
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Download my data
        </Button>
        {profile.role === 'admin' ? null : (
          <Button
            color="red.9"
            variant="outline"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting(true)}
          >
            Delete my account
          </Button>
        )}
      </Group>
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} />
    </Paper>
  );
}

function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const remove = trpc.account.deleteAccount.useMutation();
  const done = remove.data?.message;
  // The account is gone: leave the protected page first, then forget the signed-in state.
  const leave = async () => {
    await navigate({ to: '/' });
    await signOut();
  };

  return (
    <Modal
      opened={opened}
      onClose={done ? leave : onClose}
      title={done ? 'Your account has been deleted' : 'Delete my account'}
      centered
    >
      {done ? (
        <Stack>
          <Text size="sm" role="status">
            {done}
          </Text>
          <Button onClick={leave}>Close</Button>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            remove.mutate({ password });
          }}
        >
          <Stack>
            <Text size="sm">
              This signs you out everywhere, cancels your subscriptions, removes your saved card, back-in-stock alerts and
              messages to us, and erases your name, email address, phone number and addresses. It cannot be undone.
            </Text>
            <Text size="sm">
              We keep your orders, invoices and credit notes, unchanged, for {TAX_RECORD_YEARS} years, as UK tax law requires.
            </Text>
            <PasswordInput
              label="Your password"
              description="To confirm it is you"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            {remove.isError ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(remove.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Keep my account
              </Button>
              <Button type="submit" color="red.9" loading={remove.isPending} disabled={password === ''}>
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
