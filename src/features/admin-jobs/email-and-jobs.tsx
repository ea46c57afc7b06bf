import './mantine-styles';
import { Alert, Select } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type JOB_STATES, jobsTable } from '../../../shared/schemas/admin-jobs';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { DataTable } from '../admin-shared/data-table';
import { useTableSearch } from '../admin-shared/table-search';
import { describeJob, jobColumns } from './jobs-table';

// Refreshes while open, so a retried email is seen leaving the list once it is delivered.
const REFRESH_MS = 15_000;
const STATE_DATA = [
  { value: 'retrying', label: 'Retrying' },
  { value: 'dead', label: 'Gave up' },
];

/** 'Email & jobs': background work that failed and is retrying, or gave up after 24 h, with 'Retry'. */
export function EmailAndJobs() {
  const table = useTableSearch(jobsTable);
  const utils = trpc.useUtils();
  const list = trpc.adminJobs.list.useQuery(table.listInput, { refetchInterval: REFRESH_MS, placeholderData: keepPreviousData });
  const retry = trpc.adminJobs.retry.useMutation({
    onSuccess: () => utils.adminJobs.invalidate(),
    onError: (error) => notify.error(errorMessage(error), 'Could not retry'),
  });
  const retryingId = retry.isPending ? (retry.variables?.id ?? null) : null;
  const mutate = retry.mutate;
  const columns = useMemo(
    () =>
      jobColumns({
        retryingId,
        onRetry: (job) =>
          mutate({ id: job.id }, { onSuccess: () => notify.success(`${describeJob(job)}: queued to run again.`) }),
      }),
    [retryingId, mutate],
  );
  // 'failed' (the overview's link) is every failed job, the same as no filter.
  const state = table.filters.state === 'failed' ? null : (table.filters.state ?? null);

  return (
    <>
      {list.isError ? (
        <Alert color="red" variant="light" role="alert" title="Error loading jobs" mb="md">
          {errorMessage(list.error)}
        </Alert>
      ) : null}
      <DataTable
        label="Failed emails and jobs"
        columns={columns}
        sortable={jobsTable.sortable}
        page={list.data}
        fetching={list.isFetching}
        state={table}
        getRowId={(j) => j.id}
        rowName={describeJob}
        empty="No failed emails or jobs."
        filters={
          <Select
            label="State"
            placeholder="All failed"
            data={STATE_DATA}
            value={state}
            onChange={(value) => table.setFilters({ state: (value as (typeof JOB_STATES)[number] | null) ?? undefined })}
            clearable
            w={180}
          />
        }
      />
    </>
  );
}
