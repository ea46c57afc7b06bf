import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';
import { EmailAndJobs } from '../../../features/admin-jobs/email-and-jobs';
import { titleHead } from '../../../lib/page-head';
import { tableUrlKeys } from '../../../lib/table-url-keys';

export const Route = createFileRoute('/_authenticated/admin/jobs')({
  head: () => titleHead('Background Jobs'),
  validateSearch: tableUrlKeys(['state']),
  component: EmailAndJobsPage,
});

function EmailAndJobsPage() {
  return (
    <Container size="xl" py="xl">
      <PageTitle title="Email & jobs">
        Emails and background jobs that failed: retried for 24 hours, then parked here until you retry them.
      </PageTitle>
      <EmailAndJobs />
    </Container>
  );
}
