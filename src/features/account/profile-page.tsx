import './mantine-styles';
import { Alert, Container } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { useAuth } from '../../lib/auth/auth-context';
import { AccountDetails } from './account-details';

/** Spec '/account/profile': the same details (and 'Edit Details' dialog) for every role; the sidebars' Profile item. */
export function YourProfilePage() {
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
