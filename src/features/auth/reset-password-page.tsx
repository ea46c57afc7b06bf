import './mantine-styles';
import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { notify } from '../../lib/notify';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { ResetPasswordForm } from './reset-password-form';

/** What the emailed link brings: a token, or better-auth's error when the link is unknown or expired. */
export type ResetPasswordSearch = { token?: string; error?: string };

function InvalidLink() {
  const [requesting, setRequesting] = useState(false);
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconLinkOff aria-hidden />} title="This link no longer works" role="alert">
        This password reset link is invalid or has already been used. Reset links work once and expire after one hour.
      </Alert>
      <Button onClick={() => setRequesting(true)}>Send me a new link</Button>
      <ForgotPasswordDialog opened={requesting} onClose={() => setRequesting(false)} />
    </Stack>
  );
}

export function ResetPasswordPage({ token, error }: ResetPasswordSearch) {
  const navigate = useNavigate();
  const [tokenRefused, setTokenRefused] = useState(false);
  const usable = Boolean(token) && !error && !tokenRefused;

  const done = () => {
    notify.success('Your password has been changed. Please log in with your new password.');
    void navigate({ to: '/auth', replace: true });
  };

  return (
    <Container size={480} py="xl">
      <Stack gap={4} ta="center" mb="lg">
        <Title order={1}>Choose a new password</Title>
        <Text c="dimmed">For your security, every device signed in to your account will be signed out.</Text>
      </Stack>
      <Paper bg="cream.0" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="sm">
        {usable && token ? (
          <ResetPasswordForm token={token} onReset={done} onInvalidToken={() => setTokenRefused(true)} />
        ) : (
          <InvalidLink />
        )}
      </Paper>
    </Container>
  );
}
