import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type RouterHistory, RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import { CartProvider } from './features/cart/cart-context';
import { AuthProvider, useAuth } from './lib/auth/auth-context';
import { isToastHostWanted, subscribeToastHost } from './lib/notify';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient, createTrpcUtils, type TrpcLinks, trpc } from './lib/trpc';
import { type AppRouter, createAppRouter, type RouterHandOver } from './router';
import { cssVariablesResolver, theme } from './theme';

/** Routes whose beforeLoad reads the auth state (routes/_authenticated.tsx). */
const GUARDED_ROUTES = '/_authenticated';

// Toasts only follow user actions, so their container loads with the first one (lib/notify).
const NotificationsHost = lazy(() => import('./components/notifications-host'));

/** Everything the app needs, built once per page load (or per test). */
export function createAppDependencies(
  options: {
    history?: RouterHistory;
    queryClient?: QueryClient;
    /** Server rendering: the procedures are called in-process, and the site's address is the configured one. */
    trpcLinks?: TrpcLinks;
    siteUrl?: string;
    handOver?: RouterHandOver;
  } = {},
) {
  const queryClient = options.queryClient ?? createQueryClient();
  const trpcClient = createTrpcClient(options.trpcLinks);
  const trpcUtils = createTrpcUtils(trpcClient, queryClient);
  const siteUrl = options.siteUrl ?? window.location.origin;
  const router = createAppRouter({ queryClient, trpc: trpcUtils, siteUrl, history: options.history, handOver: options.handOver });
  return { queryClient, trpcClient, router };
}

export type AppDependencies = ReturnType<typeof createAppDependencies>;

/** Hands the current auth state to the router so protected routes can gate in beforeLoad. */
function AppRouterWithAuth({ router, hydrating }: { router: AppRouter; hydrating: boolean }) {
  const { user, session, profile, role, loading } = useAuth();
  const userId = user?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the signed-in user changes too.
  useEffect(() => {
    // Once auth settles (first load, sign-in, sign-out), beforeLoad guards run again with the new state.
    // Only signed-in areas have such guards; elsewhere a reload would just re-render the page for nothing.
    const guarded = router.state.matches.some((match) => match.routeId.startsWith(GUARDED_ROUTES));
    if (!loading && guarded) void router.invalidate();
  }, [router, loading, userId]);
  const queryClient = useQueryClient();
  useEffect(() => {
    // The server rendered the page as an anonymous visitor: a signed-in shopper's own prices (trade tiers)
    // replace the catalogue's retail ones once the session is known.
    if (hydrating && userId !== null) void queryClient.invalidateQueries({ queryKey: [['shop']] });
  }, [hydrating, userId, queryClient]);
  // Made once: when the session arrives (a transition, lib/use-query-in-transition.ts), the components that
  // read the auth state re-render, not the whole page under the router (24 shop cards).
  const serverRenderedPage = useMemo(() => <RouterClient router={router} />, [router]);
  const auth = { user, session, profile, role, loading };
  if (!hydrating) return <RouterProvider router={router} context={{ auth }} />;
  // A server-rendered page: RouterClient takes over the server's matches before rendering them. It sets no
  // context of its own, so the auth state goes in as RouterProvider's `context` prop would put it.
  router.update({ ...router.options, context: { ...router.options.context, auth } });
  return serverRenderedPage;
}

export function App({
  queryClient,
  trpcClient,
  router,
  env = 'default',
  hydrating = false,
}: AppDependencies & { env?: 'default' | 'test'; hydrating?: boolean }) {
  const toastHostWanted = useSyncExternalStore(subscribeToastHost, isToastHostWanted, () => false);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      {toastHostWanted ? (
        <Suspense fallback={null}>
          <NotificationsHost router={router} />
        </Suspense>
      ) : null}
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <CartProvider>
              <AppRouterWithAuth router={router} hydrating={hydrating} />
            </CartProvider>
          </AuthProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
