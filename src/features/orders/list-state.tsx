import './mantine-styles';
import { Alert, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/error-message';

type ListQuery = { isPending: boolean; isError: boolean; error: { message: string } | null; data?: readonly unknown[] };

/** Loading, failed or empty: what a list of the user's own records shows before its table (null when it has rows). */
export function listState(query: ListQuery, what: string, empty: ReactNode): ReactNode | null {
  if (query.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={`Loading your ${what}`}>
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={`Your ${what} could not be loaded`}>
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (!query.data || query.data.length === 0) return empty;
  return null;
}
