import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';

export const Route = createFileRoute('/_authenticated/account/invoices')({
  component: YourInvoicesPage,
});

function YourInvoicesPage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Your Invoices">Your invoices and downloads are coming soon.</PageTitle>
    </Container>
  );
}
