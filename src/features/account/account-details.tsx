import './mantine-styles';
import { Button, Group, Paper, SimpleGrid, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import type { Profile } from '../../lib/auth/auth-context';
import { companyTypeLabel } from '../wholesale/company-types';
import { DetailField } from './detail-field';
import { EditDetailsDialog } from './edit-details-dialog';
import { showsBusinessFields } from './use-save-details';

/** 'Details': full name, email and address; business name and company type for wholesalers and admins. */
export function AccountDetails({ profile, title = 'Your Details' }: { profile: Profile; title?: string }) {
  const [editing, setEditing] = useState(false);
  const address = [profile.address1, profile.address2, profile.city, profile.postcode].filter(Boolean).join(', ');
  return (
    <Paper bg="cream.0" withBorder p="lg" radius="md">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Button variant="outline" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
          Edit Details
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DetailField label="Full name">{profile.fullName}</DetailField>
        <DetailField label="Email">{profile.email}</DetailField>
        <DetailField label="Phone">{profile.phone}</DetailField>
        <DetailField label="Address">{address}</DetailField>
        {showsBusinessFields(profile) ? (
          <>
            <DetailField label="Business name">{profile.businessName}</DetailField>
            <DetailField label="Company type">{profile.companyType ? companyTypeLabel(profile.companyType) : null}</DetailField>
          </>
        ) : null}
      </SimpleGrid>
      <EditDetailsDialog profile={profile} opened={editing} onClose={() => setEditing(false)} />
    </Paper>
  );
}
