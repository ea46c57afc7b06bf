import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';

export const Route = createFileRoute('/_authenticated/admin/invoices')({
  component: AllInvoicesPage,
});

function AllInvoicesPage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle title="All Invoices">Every invoice issued will be listed here soon.</PageTitle>
    </Container>
  );
}
