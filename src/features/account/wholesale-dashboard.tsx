import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatGBP } from '../../../shared/money';
import type { Profile } from '../../lib/auth/auth-context';
import { StatusBadge } from './status-badge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

/** Spec 'Wholesale dashboard': shown to wholesalers and admins only. */
export function WholesaleDashboard({ profile }: { profile: Profile }) {
  if (profile.role !== 'wholesaler' && profile.role !== 'admin') {
    return (
      <Alert color="orange" variant="light" role="alert">
        Could not load wholesale details. Your application might be pending approval.
      </Alert>
    );
  }
  const status = profile.status ?? 'pending';
  return (
    <Stack gap="lg">
      <Title order={1}>Wholesale Dashboard</Title>
      <Card padding="lg">
        <Title order={2} size="h3" mb="md">
          {profile.businessName ?? profile.fullName}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label="Business name">{profile.businessName ?? 'Not provided'}</Field>
          <Field label="Status">
            <StatusBadge status={status} />
          </Field>
          <Field label="Company type">{profile.companyType ?? 'Not provided'}</Field>
          <Field label="Contact name">{profile.fullName}</Field>
          <Field label="Contact email">{profile.email}</Field>
          {/* Spec: account balance to 2 decimals, 0 when unset. */}
          <Field label="Account balance">{formatGBP(profile.accountBalancePence ?? 0)}</Field>
          <Field label="Terms">{profile.terms ?? 'Not set'}</Field>
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
