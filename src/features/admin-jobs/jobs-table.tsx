import { Box, Button, Text } from '@mantine/core';
import type { RouterOutputs } from '../../../server/trpc/app-router';
import { type Column, DataTable } from '../admin-shared/data-table';
import { formatDateTime } from '../admin-shared/format';
import { ToneBadge } from '../admin-shared/tone-badge';

export type ProblemJob = RouterOutputs['adminJobs']['list'][number];

const KIND_LABELS: Record<string, string> = {
  'email.send': 'Email',
  'subscriptions.renew': 'Subscription renewals',
};

/** What the job is, as the admin knows it: the email's subject and recipient, or the kind of work. */
export const describeJob = (job: ProblemJob) =>
  job.emailSubject ? `Email '${job.emailSubject}' to ${job.emailTo}` : (KIND_LABELS[job.kind] ?? job.kind);

type JobsTableProps = {
  rows: ProblemJob[] | undefined;
  loading: boolean;
  /** The job being retried, if any. */
  retryingId: string | null;
  onRetry: (job: ProblemJob) => void;
};

export function JobsTable({ rows, loading, retryingId, onRetry }: JobsTableProps) {
  const columns: Column<ProblemJob>[] = [
    {
      key: 'what',
      header: 'What',
      sortValue: (j) => describeJob(j),
      render: (j) =>
        j.emailSubject ? (
          <>
            <Text size="sm" fw={600}>
              {j.emailSubject}
            </Text>
            <Text size="xs" c="dimmed">
              Email to {j.emailTo}
            </Text>
          </>
        ) : (
          <Text size="sm" fw={600}>
            {KIND_LABELS[j.kind] ?? j.kind}
          </Text>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      sortValue: (j) => j.state,
      // A minimum width: next to the long error text the table would squeeze the badge to an ellipsis.
      render: (j) => (
        <Box miw={84}>
          {j.state === 'dead' ? <ToneBadge tone="red">Gave up</ToneBadge> : <ToneBadge tone="orange">Retrying</ToneBadge>}
        </Box>
      ),
    },
    { key: 'attempts', header: 'Attempts', align: 'right', sortValue: (j) => j.attempts, render: (j) => j.attempts },
    {
      key: 'error',
      header: 'Last error',
      render: (j) => (
        <Text size="sm" lineClamp={2} title={j.lastError ?? undefined} maw={360}>
          {j.lastError ?? '—'}
        </Text>
      ),
    },
    {
      key: 'first',
      header: 'First failed',
      sortValue: (j) => j.firstAttemptAt?.getTime() ?? null,
      render: (j) => (j.firstAttemptAt ? formatDateTime(j.firstAttemptAt) : '—'),
    },
    {
      key: 'next',
      header: 'Last / next try',
      sortValue: (j) => (j.state === 'dead' ? j.updatedAt : j.runAt).getTime(),
      render: (j) => (j.state === 'dead' ? `Last ${formatDateTime(j.updatedAt)}` : `Next ${formatDateTime(j.runAt)}`),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (j) => (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => onRetry(j)}
          loading={retryingId === j.id}
          disabled={retryingId !== null && retryingId !== j.id}
          aria-label={`Retry: ${describeJob(j)}`}
        >
          Retry
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label="Failed emails and jobs"
      columns={columns}
      rows={rows}
      rowKey={(j) => j.id}
      loading={loading}
      empty="No failed emails or jobs."
      minWidth={900}
    />
  );
}
