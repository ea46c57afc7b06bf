import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';
import { AllInvoices } from '../../../features/admin-invoices/all-invoices';
import { titleHead } from '../../../lib/page-head';
import { tableUrlKeys } from '../../../lib/table-url-keys';

export const Route = createFileRoute('/_authenticated/admin/invoices')({
  head: () => titleHead('All Invoices'),
  validateSearch: tableUrlKeys(['status', 'search']),
  component: AllInvoicesPage,
});

function AllInvoicesPage() {
  return (
    <Container size="xl" py="xl">
      <PageTitle title="All Invoices">Every invoice issued, with what is still owed.</PageTitle>
      <AllInvoices />
    </Container>
  );
}
