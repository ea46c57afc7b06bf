import './mantine-styles';
import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { z } from 'zod';
import { emailSchema } from '../../../shared/schemas/auth';
import { loadAuthClient } from '../../lib/auth/auth-actions';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';

const forgotPasswordSchema = z.object({ email: emailSchema });

type ForgotPasswordDialogProps = { opened: boolean; onClose: () => void; initialEmail?: string };

/**
 * Asks for the email and has better-auth send a single-use reset link. The confirmation is the same
 * whether or not the address has an account, so the form cannot tell anyone who shops here.
 */
export function ForgotPasswordDialog({ opened, onClose, initialEmail = '' }: ForgotPasswordDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Reset your password" centered>
      {/* The modal unmounts its content when closed, so every opening starts a fresh form. */}
      <ForgotPasswordForm initialEmail={initialEmail} onDone={onClose} />
    </Modal>
  );
}

function ForgotPasswordForm({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail },
    validate: zod4Resolver(forgotPasswordSchema, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit(async ({ email }) => {
    setSubmitting(true);
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.requestPasswordReset({ email, redirectTo: '/reset-password' });
      if (error) notify.error(errorMessage(error, 'Could not send the reset email. Please try again.'));
      else setSentTo(email);
    } catch (error) {
      console.error('Password reset request failed:', error);
      notify.error('Could not send the reset email. Please try again.');
    } finally {
      setSubmitting(false);
    }
  });

  if (sentTo) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} title="Check your inbox" role="status">
          If an account exists for {sentTo}, we have sent it a link to choose a new password. The link works once and expires in
          one hour.
        </Alert>
        <Button onClick={onDone}>Back to login</Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the email address of your account and we will send you a link to choose a new password.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          data-autofocus
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={submitting}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
