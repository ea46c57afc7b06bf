import '../../../features/account/mantine-styles';
import { Alert, Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';
import { AccountDetails } from '../../../features/account/account-details';
import { useAuth } from '../../../lib/auth/auth-context';
import { titleHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_authenticated/account/profile')({
  head: () => titleHead('Your Profile'),
  component: YourProfilePage,
});

/** Spec '/account/profile': the same details (and 'Edit Details' dialog) for every role; the sidebars' Profile item. */
function YourProfilePage() {
  const { profile } = useAuth();
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Your Profile">The details we hold for your account.</PageTitle>
      {profile ? (
        <AccountDetails profile={profile} title="Account details" />
      ) : (
        <Alert color="red" variant="light" role="alert">
          Could not load your profile. Please try again later.
        </Alert>
      )}
    </Container>
  );
}
