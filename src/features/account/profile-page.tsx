import './mantine-styles';
import { Alert, Container, Stack } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { useAuth } from '../../lib/auth/auth-context';
import { AccountDetails } from './account-details';
import { YourData } from './your-data';

/** '/account/profile': the same details (and 'Edit Details' dialog) for every role; the sidebars' Profile item. */
export function YourProfilePage() {
  const { profile } = useAuth();
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Your Profile">The details we hold for your account.</PageTitle>
      {profile ? (
        <Stack gap="lg">
          <AccountDetails profile={profile} title="Account details" />
          <YourData profile={profile} />
        </Stack>
      ) : (
        <Alert color="red" variant="light" role="alert">
          Could not load your profile. Please try again later.
        </Alert>
      )}
    </Container>
  );
}
