import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';

export const Route = createFileRoute('/_authenticated/account/profile')({
  component: YourProfilePage,
});

function YourProfilePage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Your Profile">Editing your profile is coming soon.</PageTitle>
    </Container>
  );
}
