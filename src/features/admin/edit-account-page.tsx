import './mantine-styles';
import { Alert, Button, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { DELETED_CUSTOMER_NAME } from '../../../shared/account-erasure';
import { ButtonLink } from '../../components/links';
import { PageTitle } from '../../components/page-title';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { useAccountDecision } from './account-decision';
import { BalanceSection } from './balance-section';
import { CreditSection } from './credit-section';
import { CustomerOrdersSection } from './customer-orders-section';
import { DataRightsSection } from './data-rights-section';
import { EditAccountForm } from './edit-account-form';
import type { AdminAccount } from './edit-account-values';
import { StandingOrdersSection } from './standing-orders-section';

type Profile = AdminAccount['profile'];

/** A wholesale application waiting for a decision: Approve or Reject, each confirmed first (as in the accounts table). */
function PendingApplication({ profile }: { profile: Profile }) {
  const decide = useAccountDecision();
  const name = profile.businessName || profile.fullName;
  return (
    <Alert color="orange" variant="light" title="Wholesale application pending approval">
      <Text size="sm" mb="sm">
        {name} has applied for a trade account.
      </Text>
      <Group gap="sm">
        <Button color="green.8" onClick={() => decide({ userId: profile.userId, name, decision: 'approve' })}>
          Approve
        </Button>
        <Button color="red.8" variant="outline" onClick={() => decide({ userId: profile.userId, name, decision: 'reject' })}>
          Reject
        </Button>
      </Group>
    </Alert>
  );
}

/** 'Edit account (admin)'. */
export function EditAccountPage({ userId }: { userId: string }) {
  const account = trpc.admin.getAccount.useQuery({ userId });
  let content: React.ReactNode;
  if (account.isError) {
    content = (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(account.error)}
      </Alert>
    );
  } else if (!account.data) {
    content = (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading">
        <Skeleton height={36} width="50%" />
        <Skeleton height={320} />
      </Stack>
    );
  } else {
    const { profile } = account.data;
    content = (
      <Stack gap="xl">
        <PageTitle title={`Editing account for ${profile.businessName || profile.fullName}`}>
          {profile.erasedAt ? DELETED_CUSTOMER_NAME : profile.email}
        </PageTitle>
        {profile.accountType === 'Wholesale' && profile.status === 'pending' ? <PendingApplication profile={profile} /> : null}
        {/* Keyed by update time: after a save the form starts again from what the server stored. */}
        <EditAccountForm key={profile.updatedAt.getTime()} profile={profile} />
        <BalanceSection account={account.data} />
        <CustomerOrdersSection userId={profile.userId} />
        {profile.role === 'wholesaler' || profile.accountType === 'Wholesale' ? (
          <>
            <CreditSection userId={profile.userId} />
            <StandingOrdersSection userId={profile.userId} />
          </>
        ) : null}
        <DataRightsSection profile={profile} />
      </Stack>
    );
  }
  return (
    <Container size="lg" py="xl">
      <ButtonLink to="/account" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} mb="md" px={0}>
        Back to Dashboard
      </ButtonLink>
      {content}
    </Container>
  );
}
