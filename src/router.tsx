import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { INITIAL_AUTH_STATE } from './lib/auth/auth-context';
import type { TrpcUtils } from './lib/trpc';
import { routeTree } from './routeTree.gen';

export function createAppRouter(options: { queryClient: QueryClient; trpc: TrpcUtils; history?: RouterHistory }) {
  return createRouter({
    routeTree,
    history: options.history,
    context: { queryClient: options.queryClient, trpc: options.trpc, auth: INITIAL_AUTH_STATE },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router should not hold its own copy of loader data.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
