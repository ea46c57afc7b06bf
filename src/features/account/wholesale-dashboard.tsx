import './mantine-styles';
import { Alert, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { formatGBP } from '../../../shared/money';
import { AccountStatusBadge } from '../../components/status-badge';
import type { Profile } from '../../lib/auth/auth-context';
import { trpc } from '../../lib/trpc';
import { companyTypeLabel } from '../wholesale/company-types';
import { DetailField } from './detail-field';
import { LedgerTable } from './ledger-table';

export const PENDING_MESSAGE = 'Could not load wholesale details. Your application might be pending approval.';

export function PendingApplicationAlert() {
  return (
    <Alert color="orange" variant="light" role="alert">
      {PENDING_MESSAGE}
    </Alert>
  );
}

type Dashboard = RouterOutputs['wholesale']['dashboard'];

function FieldsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="status" aria-busy="true" aria-label="Loading wholesale details">
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <Skeleton key={key} height={40} />
      ))}
    </SimpleGrid>
  );
}

function DashboardFields({ dashboard: d }: { dashboard: Dashboard }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <DetailField label="Business name">{d.businessName}</DetailField>
      <DetailField label="Status">
        <AccountStatusBadge status={d.status ?? 'pending'} />
      </DetailField>
      <DetailField label="Company type">{d.companyType ? companyTypeLabel(d.companyType) : null}</DetailField>
      <DetailField label="Contact name">{d.contactName}</DetailField>
      <DetailField label="Contact email">{d.contactEmail}</DetailField>
      <DetailField label="Account balance">
        <Text span fw={700} size="lg">
          {formatGBP(d.accountBalancePence ?? 0)}
        </Text>
      </DetailField>
      <DetailField label="Terms">{d.terms ?? 'Not set'}</DetailField>
      <DetailField label="Price tier">{d.priceTier ? `Tier ${d.priceTier}` : 'Not set'}</DetailField>
    </SimpleGrid>
  );
}

/**
 * 'Wholesale dashboard': wholesalers and admins only (the server refuses anyone else, and a
 * refusal reads as a pending application). Balance to 2 decimals, 0 when unset.
 */
export function WholesaleDashboard({ profile }: { profile: Profile }) {
  const dashboard = trpc.wholesale.dashboard.useQuery(undefined, {
    enabled: profile.role === 'wholesaler' || profile.role === 'admin',
  });
  const heading = profile.businessName || profile.fullName;
  const trade = profile.role === 'wholesaler' || profile.role === 'admin';
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Wholesale Dashboard</Title>
        <Text c="dimmed">Your trade account at a glance.</Text>
      </div>
      {!trade || dashboard.isError ? (
        <PendingApplicationAlert />
      ) : (
        <Card padding="lg">
          <Title order={2} size="h3" mb="md">
            {heading}
          </Title>
          {dashboard.data ? <DashboardFields dashboard={dashboard.data} /> : <FieldsSkeleton />}
        </Card>
      )}
      {trade && dashboard.data ? (
        <Card padding="lg">
          <Title order={3} size="h4" mb="sm">
            Recent balance movements
          </Title>
          <LedgerTable entries={dashboard.data.ledger} caption="Recent balance movements" />
        </Card>
      ) : null}
    </Stack>
  );
}
