import './mantine-styles';
import { PasswordInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

/**
 * Email and password as every account form asks for them: a new password with its hint (sign-up,
 * the wholesale application, subscribing signed out), the current one (logging in), or none (the
 * account's details ask for the email alone).
 */
export function CredentialsFields<Values>({
  form,
  password,
  afterEmail,
}: {
  form: UseFormReturnType<Values>;
  password?: { newHint: string } | 'current';
  /** Shown right under the email (the details dialog's note on changing it). */
  afterEmail?: ReactNode;
}) {
  return (
    <>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        required
        key={form.key('email')}
        {...form.getInputProps('email')}
      />
      {afterEmail}
      {password === undefined ? null : (
        <PasswordInput
          label="Password"
          description={password === 'current' ? undefined : password.newHint}
          autoComplete={password === 'current' ? 'current-password' : 'new-password'}
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
      )}
    </>
  );
}
