import './mantine-styles';
import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import type { SignUpProfile } from '../../../shared/schemas/auth';
import { isExistingEmailError, signUpWithProfile } from '../../lib/auth/auth-actions';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { CredentialsFields } from '../forms/credentials-fields';
import { companyTypeOptions } from './company-types';
import { type WholesaleApplicationValues, wholesaleApplicationSchema } from './wholesale-application-schema';

const EMPTY: WholesaleApplicationValues = {
  fullName: '',
  businessName: '',
  companyType: null,
  email: '',
  password: '',
  phone: '',
  vatNumber: '',
};
const COMPANY_TYPE_OPTIONS = companyTypeOptions();

/** 'Wholesale application': a sign-up with the trade metadata; the account waits for an admin's approval. */
export function WholesaleApplicationForm({ onApplied }: { onApplied: () => void }) {
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<WholesaleApplicationValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: zod4Resolver(wholesaleApplicationSchema, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit(async (raw) => {
    const values = wholesaleApplicationSchema.parse(raw);
    setSubmitting(true);
    try {
      const profile: SignUpProfile = {
        accountType: 'Wholesale',
        fullName: values.fullName,
        businessName: values.businessName,
        companyType: values.companyType,
        phone: values.phone,
        ...(values.vatNumber ? { vatNumber: values.vatNumber } : {}),
      };
      const { data, error } = await signUpWithProfile({
        name: values.fullName,
        email: values.email,
        password: values.password,
        profile,
      });
      if (!error && data?.user) {
        notify.success('Wholesale account application submitted! Please check your email to verify your account.');
        onApplied();
        return;
      }
      if (isExistingEmailError(error)) {
        notify.error('A user with this email already exists');
        return;
      }
      notify.error(errorMessage(error, 'Could not create wholesale account'));
    } catch (error) {
      console.error('Wholesale application failed:', error);
      notify.error('Could not create wholesale account');
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="wholesale-application-title">
      <Stack gap="md">
        <TextInput
          label="Contact full name"
          autoComplete="name"
          required
          key={form.key('fullName')}
          {...form.getInputProps('fullName')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Business name"
            autoComplete="organization"
            required
            key={form.key('businessName')}
            {...form.getInputProps('businessName')}
          />
          <Select
            label="Company type"
            placeholder="Choose one"
            data={COMPANY_TYPE_OPTIONS}
            required
            key={form.key('companyType')}
            {...form.getInputProps('companyType')}
          />
        </SimpleGrid>
        <CredentialsFields form={form} password={{ newHint: 'At least 8 characters. Avoid common passwords.' }} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            key={form.key('phone')}
            {...form.getInputProps('phone')}
          />
          <TextInput
            label="VAT number (optional)"
            description="UK format, e.g. GB123456789"
            key={form.key('vatNumber')}
            {...form.getInputProps('vatNumber')}
          />
        </SimpleGrid>
        <Button type="submit" loading={submitting} fullWidth>
          Submit Application
        </Button>
      </Stack>
    </form>
  );
}
