import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';

export const Route = createFileRoute('/_authenticated/admin/promotions')({
  component: PromotionsManagementPage,
});

function PromotionsManagementPage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Promotions Management">Creating and editing discount codes is coming soon.</PageTitle>
    </Container>
  );
}
