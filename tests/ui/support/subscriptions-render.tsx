import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../../src/lib/query-client';
import { createTrpcClient, trpc } from '../../../src/lib/trpc';
import { cssVariablesResolver, theme } from '../../../src/theme';
import { DELIVERY_RATES, NO_CARD_PAYMENTS, ok, server, type TrpcResolvers, trpcHandler } from './msw';

/**
 * Renders one feature component on its own (Mantine, Query, tRPC and a two-route router), for
 * components another page hosts, such as the account Subscriptions tab.
 */
export function renderFeature(ui: ReactNode, { trpc: resolvers = {} }: { trpc?: TrpcResolvers } = {}) {
  // Card payments off (no Stripe keys) unless a test says otherwise.
  server.use(
    ...trpcHandler({
      'delivery.rates': () => ok(DELIVERY_RATES),
      'payment.config': () => ok(NO_CARD_PAYMENTS),
      'subscription.extras': () => ok([]),
      ...resolvers,
    }),
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui }),
    createRoute({ getParentRoute: () => rootRoute, path: '/subscriptions', component: () => <h1>Subscribe &amp; Save</h1> }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const view = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <Notifications />
      <trpc.Provider client={createTrpcClient()} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router as never} />
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>,
  );
  return { ...view, queryClient, router };
}
