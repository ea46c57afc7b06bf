import { EMAIL_VERIFIED_PATH } from '../../../shared/redirect';
import './mantine-styles';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailExclamation } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { signInSchema } from '../../../shared/schemas/auth';
import { loadAuthClient } from '../../lib/auth/auth-actions';
import { useAuth } from '../../lib/auth/auth-context';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { CredentialsFields } from '../forms/credentials-fields';
import { ForgotPasswordDialog } from './forgot-password-dialog';

type LoginValues = { email: string; password: string };

/** On success the auth page, seeing the signed-in user, moves on to the redirect target. */
export function LoginForm() {
  const { signIn } = useAuth();
  const [submitting, setSubmitting] = useState(false);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useForm<LoginValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: zod4Resolver(signInSchema, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setUnverifiedEmail(null);
    try {
      const { error } = await signIn(values);
      if (!error) {
        notify.success('Logged in successfully!');
        return;
      }
      if (error.code === 'EMAIL_NOT_VERIFIED') {
        setUnverifiedEmail(values.email);
        notify.error('Please verify your email address before logging in.');
        return;
      }
      notify.error(errorMessage(error, 'Could not log in. Please try again.'));
    } finally {
      setSubmitting(false);
    }
  });

  const resend = async () => {
    if (!unverifiedEmail) return;
    setResending(true);
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.sendVerificationEmail({ email: unverifiedEmail, callbackURL: EMAIL_VERIFIED_PATH });
      if (error) notify.error(errorMessage(error, 'Could not send the verification email.'));
      else notify.success('Verification email sent. Please check your inbox.');
    } catch (error) {
      console.error('Resending the verification email failed:', error);
      notify.error('Could not send the verification email.');
    } finally {
      setResending(false);
    }
  };

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <CredentialsFields form={form} password="current" />
          <Group justify="flex-end" mt={-8}>
            <Anchor component="button" type="button" size="sm" onClick={() => setForgotOpen(true)}>
              Forgot password?
            </Anchor>
          </Group>
          {unverifiedEmail ? (
            <Alert color="yellow" variant="light" icon={<IconMailExclamation aria-hidden />} title="Verify your email">
              <Stack gap="sm" align="flex-start">
                <span>Please verify your email address before logging in. Check your inbox for the verification link.</span>
                <Button variant="outline" size="xs" onClick={resend} loading={resending}>
                  Resend verification email
                </Button>
              </Stack>
            </Alert>
          ) : null}
          <Button type="submit" loading={submitting} fullWidth>
            Login
          </Button>
        </Stack>
      </form>
      {/* Outside the login form: React bubbles a portal's submit event through the component tree. */}
      <ForgotPasswordDialog
        opened={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialEmail={forgotOpen ? form.getValues().email : ''}
      />
    </>
  );
}
