import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { INITIAL_AUTH_STATE } from './lib/auth/auth-context';
import type { TrpcUtils } from './lib/trpc';
import { routeTree } from './routeTree.gen';

/** What a server-rendered page hands to the browser besides its HTML: the queries it rendered from. */
export type DehydratedPage = { queries: DehydratedState };

/** Server rendering's side of the router (src/entry-server.tsx) and the browser's when it hydrates (src/main.tsx). */
export type RouterHandOver = {
  dehydrate?: () => Promise<DehydratedPage>;
  hydrate?: (page: DehydratedPage) => void;
  /** The response's CSP nonce, on the router's inline hydration scripts. */
  nonce?: string;
};

/**
 * The router checks at the type level that handed-over data is serialisable; a query cache's state is typed
 * with `unknown` (keys, data) although it holds only what our procedures return, which its serialiser handles.
 */
type HandOverData = Record<string, never>;

export function createAppRouter(options: {
  queryClient: QueryClient;
  trpc: TrpcUtils;
  siteUrl: string;
  history?: RouterHistory;
  handOver?: RouterHandOver;
}) {
  return createRouter({
    routeTree,
    history: options.history,
    context: { queryClient: options.queryClient, trpc: options.trpc, auth: INITIAL_AUTH_STATE, siteUrl: options.siteUrl },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router should not hold its own copy of loader data.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    dehydrate: options.handOver?.dehydrate as (() => Promise<HandOverData>) | undefined,
    hydrate: options.handOver?.hydrate as ((page: HandOverData) => void) | undefined,
    ssr: options.handOver?.nonce ? { nonce: options.handOver.nonce } : undefined,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
