import './mantine-styles';
import { Alert } from '@mantine/core';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../admin-shared/error-message';
import { describeJob, JobsTable } from './jobs-table';

// Refreshes while open, so a retried email is seen leaving the list once it is delivered.
const REFRESH_MS = 15_000;

/** 'Email & jobs': background work that failed and is retrying, or gave up after 24 h, with 'Retry'. */
export function EmailAndJobs() {
  const utils = trpc.useUtils();
  const list = trpc.adminJobs.list.useQuery(undefined, { refetchInterval: REFRESH_MS });
  const retry = trpc.adminJobs.retry.useMutation({
    onSuccess: () => utils.adminJobs.invalidate(),
    onError: (error) => notify.error(errorMessage(error), 'Could not retry'),
  });
  const retryingId = retry.isPending ? (retry.variables?.id ?? null) : null;

  return (
    <>
      {list.isError ? (
        <Alert color="red" variant="light" role="alert" title="Error loading jobs" mb="md">
          {errorMessage(list.error)}
        </Alert>
      ) : null}
      <JobsTable
        rows={list.data}
        loading={list.isLoading}
        retryingId={retryingId}
        onRetry={(job) =>
          retry.mutate({ id: job.id }, { onSuccess: () => notify.success(`${describeJob(job)}: queued to run again.`) })
        }
      />
    </>
  );
}
