import './mantine-styles';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { accountDetailsSchema } from '../../../shared/schemas/account';
import type { Profile } from '../../lib/auth/auth-context';
import { AddressFields } from '../forms/address-fields';
import { CredentialsFields } from '../forms/credentials-fields';
import { companyTypeOptions } from '../wholesale/company-types';
import { showsBusinessFields, useSaveDetails } from './use-save-details';

type DetailsFormValues = {
  fullName: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  postcode: string;
  businessName: string;
  companyType: string | null;
};

function toFormValues(profile: Profile): DetailsFormValues {
  return {
    fullName: profile.fullName,
    email: profile.email,
    phone: profile.phone ?? '',
    address1: profile.address1 ?? '',
    address2: profile.address2 ?? '',
    city: profile.city ?? '',
    postcode: profile.postcode ?? '',
    businessName: profile.businessName ?? '',
    companyType: profile.companyType,
  };
}

function DetailsForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { save, saving } = useSaveDetails(profile);
  const [changingEmail, setChangingEmail] = useState(false);
  const form = useForm<DetailsFormValues>({
    mode: 'uncontrolled',
    initialValues: toFormValues(profile),
    validate: zod4Resolver(accountDetailsSchema, { errorPriority: 'first' }),
    onValuesChange: (values) => setChangingEmail(values.email.trim().toLowerCase() !== profile.email.toLowerCase()),
  });
  const submit = form.onSubmit(async (raw) => {
    if (await save(accountDetailsSchema.parse(raw))) onDone();
  });
  const business = showsBusinessFields(profile);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Full name"
          autoComplete="name"
          required
          data-autofocus
          key={form.key('fullName')}
          {...form.getInputProps('fullName')}
        />
        <CredentialsFields
          form={form}
          afterEmail={
            changingEmail ? (
              <Text size="sm" c="dimmed" mt={-8}>
                We will email a confirmation link to the new address; your email changes once you click it.
              </Text>
            ) : null
          }
        />
        <TextInput label="Phone" type="tel" autoComplete="tel" key={form.key('phone')} {...form.getInputProps('phone')} />
        <AddressFields form={form} optional />
        {business ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Business name"
              autoComplete="organization"
              key={form.key('businessName')}
              {...form.getInputProps('businessName')}
            />
            <Select
              label="Company type"
              data={companyTypeOptions(profile.companyType)}
              clearable
              key={form.key('companyType')}
              {...form.getInputProps('companyType')}
            />
          </SimpleGrid>
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Details': the 'Edit Details' dialog ('Full name is required', 'Invalid email address'). */
export function EditDetailsDialog({ profile, opened, onClose }: { profile: Profile; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Details" size="lg" centered>
      {/* Content unmounts when closed, so each opening starts from the latest saved profile. */}
      <DetailsForm profile={profile} onDone={onClose} />
    </Modal>
  );
}
