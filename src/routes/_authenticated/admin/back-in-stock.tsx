import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';
import { WaitingRequests } from '../../../features/admin-back-in-stock/waiting-requests';
import { titleHead } from '../../../lib/page-head';
import { tableUrlKeys } from '../../../lib/table-url-keys';

export const Route = createFileRoute('/_authenticated/admin/back-in-stock')({
  head: () => titleHead('Back-in-Stock Requests'),
  validateSearch: tableUrlKeys([]),
  component: BackInStockPage,
});

function BackInStockPage() {
  return (
    <Container size="xl" py="xl">
      <PageTitle title="Back-in-stock requests">
        Shoppers waiting for a sold-out size: each gets one email when its stock goes above zero.
      </PageTitle>
      <WaitingRequests />
    </Container>
  );
}
