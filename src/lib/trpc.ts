import type { QueryClient } from '@tanstack/react-query';
import type { TRPCLink } from '@trpc/client';
import { splitLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact, httpBatchLink } from '@trpc/react-query';
import superjson from 'superjson';
// Type-only: the server's code never enters the browser bundle.
import type { AppRouter } from '~/server/trpc/app-router';
import { MAX_TRPC_BATCH_SIZE } from '../../shared/limits';

/** React hooks (useQuery, useMutation, useUtils) for every procedure. */
export const trpc = createTRPCReact<AppRouter>();

/** Links of the server's render (the procedures called in-process) replace the browser's HTTP link. */
export type TrpcLinks = TRPCLink<AppRouter>[];

/** The browser's HTTP link: queries asked for in the same tick go out as one request (a batch). */
function batchLink() {
  return httpBatchLink({
    // Absolute URL so the same code works in the browser and in jsdom tests.
    url: `${window.location.origin}/api/trpc`,
    maxItems: MAX_TRPC_BATCH_SIZE,
    // The server's transformer (server/trpc/init.ts).
    transformer: superjson,
    fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
  });
}

/**
 * Queries that always go out on their own, each in a request of its own, at the URL index.html or the server
 * preloads for it (server/http/trpc-urls.ts): batched with the page's other queries, or with each other, the URL
 * would differ and the preloaded answer would go unused. The session and the seller are read at the same moment
 * as the first page's data.
 */
const OWN_REQUEST_QUERIES = ['account.session', 'site.seller'] as const;

/** One batch link for each of OWN_REQUEST_QUERIES, then one for everything else. */
function ownRequestLinks(paths: readonly string[]): TRPCLink<AppRouter> {
  const [path, ...rest] = paths;
  if (path === undefined) return batchLink();
  return splitLink({ condition: (op) => op.path === path, true: batchLink(), false: ownRequestLinks(rest) });
}

export function createTrpcClient(links?: TrpcLinks) {
  return trpc.createClient({ links: links ?? [ownRequestLinks(OWN_REQUEST_QUERIES)] });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** queryOptions/ensureData helpers for route loaders, sharing the hooks' query keys. */
export function createTrpcUtils(client: TrpcClient, queryClient: QueryClient) {
  return createTRPCQueryUtils<AppRouter>({ client, queryClient });
}

export type TrpcUtils = ReturnType<typeof createTrpcUtils>;
