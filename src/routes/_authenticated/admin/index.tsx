import { Container, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';
import { AdminOverview } from '../../../features/admin-overview/admin-overview';
import { OverviewTiles } from '../../../features/admin-overview/overview-tiles';
import { titleHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_authenticated/admin/')({
  head: () => titleHead('Admin Overview'),
  component: AdminOverviewPage,
});

function AdminOverviewPage() {
  return (
    <Container size="xl" py="xl">
      <PageTitle title="Overview">
        How the shop is doing: this week and month, what to ship today, what needs attention.
      </PageTitle>
      <Stack gap="xl">
        <OverviewTiles />
        <AdminOverview />
      </Stack>
    </Container>
  );
}
