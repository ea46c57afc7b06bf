import { Container, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '../../../components/links';
import { PageTitle } from '../../../components/page-title';

export const Route = createFileRoute('/_authenticated/admin/account/$userId')({
  component: EditAccountPage,
});

function EditAccountPage() {
  const { userId } = Route.useParams();
  return (
    <Container size="lg" py="xl">
      <ButtonLink to="/account" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} mb="md" px={0}>
        Back to Dashboard
      </ButtonLink>
      {/* Shows the user id until the admin edit issue loads the account's name. */}
      <PageTitle title={`Editing account for ${userId}`}>
        <Text span inherit>
          The account edit form is coming soon.
        </Text>
      </PageTitle>
    </Container>
  );
}
