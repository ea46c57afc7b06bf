import './mantine-styles';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { loadAuthClient } from '../../lib/auth/auth-actions';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { type ResetPasswordFormValues, resetPasswordFormSchema } from './reset-password-schema';

/** better-auth's codes for a password the server refuses; shown on the field itself. */
const PASSWORD_CODES = new Set(['PASSWORD_TOO_COMMON', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG']);

type ResetPasswordFormProps = {
  token: string;
  onReset: () => void;
  /** The link was used already or has expired: the page offers a new one. */
  onInvalidToken: () => void;
};

export function ResetPasswordForm({ token, onReset, onInvalidToken }: ResetPasswordFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<ResetPasswordFormValues>({
    mode: 'uncontrolled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: zod4Resolver(resetPasswordFormSchema, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit(async ({ newPassword }) => {
    setSubmitting(true);
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.resetPassword({ newPassword, token });
      if (!error) {
        onReset();
        return;
      }
      if (error.code === 'INVALID_TOKEN') onInvalidToken();
      else if (error.code && PASSWORD_CODES.has(error.code)) form.setFieldError('newPassword', errorMessage(error));
      else notify.error(errorMessage(error, 'Could not reset your password. Please try again.'));
    } catch (error) {
      console.error('Password reset failed:', error);
      notify.error('Could not reset your password. Please try again.');
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="New password"
          description="At least 8 characters. Avoid common passwords."
          autoComplete="new-password"
          required
          data-autofocus
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={submitting} fullWidth>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
