import { QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';

/** HTTP status of a failed tRPC or fetch call, when it has one. */
export function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
    return typeof status === 'number' ? status : undefined;
  }
  if (typeof error === 'object' && error && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

/** Client errors (4xx) will not change on a retry; network and server errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
