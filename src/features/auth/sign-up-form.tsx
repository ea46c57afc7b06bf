import './mantine-styles';
import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import type { SignUpProfile } from '../../../shared/schemas/auth';
import { authErrorMessage, isExistingEmailError, signUpWithProfile } from '../../lib/auth/auth-client';
import { notify } from '../../lib/notify';
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
      notify.error(authErrorMessage(error, 'An unexpected error occurred during signup.'));
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
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          description="At least 8 characters."
          autoComplete="new-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <TextInput
          label="Address line 1"
          autoComplete="address-line1"
          required
          key={form.key('address1')}
          {...form.getInputProps('address1')}
        />
        <TextInput
          label="Address line 2 (optional)"
          autoComplete="address-line2"
          key={form.key('address2')}
          {...form.getInputProps('address2')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="City" autoComplete="address-level2" required key={form.key('city')} {...form.getInputProps('city')} />
          <TextInput
            label="Postcode"
            autoComplete="postal-code"
            required
            key={form.key('postcode')}
            {...form.getInputProps('postcode')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={submitting} fullWidth>
            Create Account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
