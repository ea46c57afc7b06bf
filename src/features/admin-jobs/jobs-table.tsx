import { Box, Button, Text } from '@mantine/core';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { formatDateTime } from '../../../shared/dates';
import { ToneBadge } from '../../components/tone-badge';
import { type DataColumn, dataColumns } from '../admin-shared/data-table-columns';

export type ProblemJob = RouterOutputs['adminJobs']['list']['rows'][number];

const KIND_LABELS: Record<string, string> = {
  'email.send': 'Email',
  'subscriptions.renew': 'Subscription renewals',
  'credit.monthly-statements': 'Monthly statements',
  'credit.overdue-reminders': 'Overdue invoice reminders',
  'payments.bank-transfer-holds': 'Unpaid bank transfers (reminders and cancellations)',
  'standing-orders.run': 'Standing orders',
};

/** What the job is, as the admin knows it: the email's subject and recipient, or the kind of work. */
export const describeJob = (job: ProblemJob) =>
  job.emailSubject ? `Email '${job.emailSubject}' to ${job.emailTo}` : (KIND_LABELS[job.kind] ?? job.kind);

const column = dataColumns<ProblemJob>();

type JobActions = {
  /** The job being retried, if any. */
  retryingId: string | null;
  onRetry: (job: ProblemJob) => void;
};

/** The jobs table's columns; the ids are the server's sort ids (shared/schemas/admin-jobs.ts). */
export function jobColumns({ retryingId, onRetry }: JobActions): DataColumn<ProblemJob>[] {
  return [
    column.accessor('kind', {
      id: 'kind',
      header: 'What',
      cell: ({ row: { original: j } }) =>
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
    }),
    column.accessor('state', {
      id: 'state',
      header: 'Status',
      // A minimum width: next to the long error text the table would squeeze the badge to an ellipsis.
      cell: ({ row: { original: j } }) => (
        <Box miw={84}>
          {j.state === 'dead' ? <ToneBadge tone="red">Gave up</ToneBadge> : <ToneBadge tone="orange">Retrying</ToneBadge>}
        </Box>
      ),
    }),
    column.accessor('attempts', { id: 'attempts', header: 'Attempts', meta: { align: 'right' } }),
    column.display({
      id: 'error',
      header: 'Last error',
      cell: ({ row: { original: j } }) => (
        <Text size="sm" lineClamp={2} title={j.lastError ?? undefined} maw={360}>
          {j.lastError ?? '—'}
        </Text>
      ),
    }),
    column.accessor('firstAttemptAt', {
      id: 'firstAttemptAt',
      header: 'First failed',
      cell: ({ row: { original: j } }) => (j.firstAttemptAt ? formatDateTime(j.firstAttemptAt) : '—'),
    }),
    column.accessor('updatedAt', {
      id: 'updatedAt',
      header: 'Last / next try',
      cell: ({ row: { original: j } }) =>
        j.state === 'dead' ? `Last ${formatDateTime(j.updatedAt)}` : `Next ${formatDateTime(j.runAt)}`,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { align: 'right', alwaysVisible: true },
      cell: ({ row: { original: j } }) => (
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
    }),
  ];
}
