import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { InvoicesPanel } from '../../../features/orders/account-invoices-tab';
import { titleHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_authenticated/account/invoices')({
  head: () => titleHead('Your Invoices'),
  loader: ({ context }) => {
    // Not awaited: the skeleton shows while the list arrives.
    void context.queryClient.prefetchQuery(context.trpc.invoice.listMine.queryOptions());
  },
  component: YourInvoicesPage,
});

function YourInvoicesPage() {
  return (
    <Container size="lg" py="xl">
      <InvoicesPanel headingOrder={1} />
    </Container>
  );
}
