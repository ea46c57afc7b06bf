import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { DocumentTitle, titleOfMatches } from '../components/document-title';
import { NotFound } from '../components/not-found';
import { AppLayout } from '../layout/app-layout';
import { prefetchSeller } from '../lib/seller';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page's footer names the seller.
  loader: ({ context }) => prefetchSeller(context),
  // The title of a page nothing deeper names: the not-found page (an unknown product too) is titled in the
  // server's HTML from its first byte, like every other rendered page; a deeper route's own title wins.
  head: ({ matches }) => ({ meta: [{ title: titleOfMatches(matches) }] }),
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
