import './mantine-styles';
import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { loadAuthClient } from '../../lib/auth/auth-actions';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { type ChangePasswordFormValues, changePasswordFormSchema } from './change-password-schema';

/** better-auth's codes for a new password the server refuses; shown on the field itself. */
const PASSWORD_CODES = new Set(['PASSWORD_TOO_COMMON', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'PASSWORD_REFUSED']);
const EMPTY: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** 'Change password' in the account's details: like a reset, it signs the account out everywhere else. */
export function ChangePassword() {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const form = useForm<ChangePasswordFormValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: zod4Resolver(changePasswordFormSchema, { errorPriority: 'first' }),
  });
  const close = () => {
    form.reset();
    setOpen(false);
  };

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    setSaving(true);
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
      if (!error) {
        notify.success('Your password is changed. You have been signed out on your other devices.');
        close();
      } else if (error.code === 'INVALID_PASSWORD') form.setFieldError('currentPassword', 'Your current password is not right.');
      else if (error.code && PASSWORD_CODES.has(error.code)) form.setFieldError('newPassword', errorMessage(error));
      else notify.error(errorMessage(error, 'Could not change your password. Please try again.'));
    } catch (error) {
      console.error('Changing the password failed:', error);
      notify.error('Could not change your password. Please try again.');
    } finally {
      setSaving(false);
    }
  });

  return (
    <Paper bg="cream.0" withBorder p="lg" radius="md" component="section" aria-labelledby="change-password-title">
      <Group justify="space-between">
        <Title id="change-password-title" order={2} size="h3">
          Password
        </Title>
        {open ? null : (
          <Button variant="outline" onClick={() => setOpen(true)}>
            Change password
          </Button>
        )}
      </Group>
      {open ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md" mt="md" maw={420}>
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              required
              data-autofocus
              key={form.key('currentPassword')}
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label="New password"
              description="At least 8 characters. Avoid common passwords."
              autoComplete="new-password"
              required
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
            <Text size="xs" c="dimmed">
              Your other devices are signed out when the password changes.
            </Text>
            <Group>
              <Button type="submit" loading={saving}>
                Change password
              </Button>
              <Button variant="subtle" onClick={close} disabled={saving}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Paper>
  );
}
