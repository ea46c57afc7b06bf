import './mantine-styles';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import type { SignUpProfile } from '../../../shared/schemas/auth';
import { isExistingEmailError, signUpWithProfile } from '../../lib/auth/auth-actions';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { AddressFields } from '../forms/address-fields';
import { CredentialsFields } from '../forms/credentials-fields';
import { type SignUpFormValues, signUpFormSchema } from './sign-up-schema';

const EMPTY: SignUpFormValues = { fullName: '', email: '', password: '', address1: '', address2: '', city: '', postcode: '' };

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<SignUpFormValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: zod4Resolver(signUpFormSchema, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit(async (raw) => {
    const values = signUpFormSchema.parse(raw);
    setSubmitting(true);
    try {
      const profile: SignUpProfile = {
        accountType: 'Customer',
        fullName: values.fullName,
        address1: values.address1,
        address2: values.address2 || undefined,
        city: values.city,
        postcode: values.postcode,
      };
      const { error } = await signUpWithProfile({
        name: values.fullName,
        email: values.email,
        password: values.password,
        profile,
      });
      if (!error) {
        notify.success('Account created! Please check your email to verify your account.');
        form.reset();
        onSignedUp(values.email);
        return;
      }
      if (isExistingEmailError(error)) {
        notify.error('User with this email already exists.');
        return;
      }
      notify.error(errorMessage(error, 'An unexpected error occurred during signup.'));
    } catch (error) {
      console.error('Sign-up failed:', error);
      notify.error('An unexpected error occurred during signup.');
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Full name"
          autoComplete="name"
          required
          key={form.key('fullName')}
          {...form.getInputProps('fullName')}
        />
        <CredentialsFields form={form} password={{ newHint: 'At least 8 characters.' }} />
        <AddressFields form={form} />
        <Group>
          <Button type="submit" loading={submitting} fullWidth>
            Create Account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
