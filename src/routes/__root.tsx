import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { DocumentTitle } from '../components/document-title';
import { AppLayout } from '../components/layout/app-layout';
import { NotFound } from '../components/not-found';
import { prefetchSeller } from '../lib/seller';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page's footer names the seller.
  loader: ({ context }) => prefetchSeller(context),
  component: RootComponent,
  notFoundComponent: NotFound,
});

function RootComponent() {
  return (
    <AppLayout>
      <DocumentTitle />
      <Outlet />
    </AppLayout>
  );
}
