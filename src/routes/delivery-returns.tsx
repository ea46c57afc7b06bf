import { createFileRoute } from '@tanstack/react-router';
import { versionSearch } from '../../shared/site-pages';
import { loadSitePage } from '../features/site-pages/load-site-page';
import { SitePageView } from '../features/site-pages/site-page';
import { sitePageHead } from '../features/site-pages/site-page-head';

export const Route = createFileRoute('/delivery-returns')({
  validateSearch: versionSearch,
  loaderDeps: ({ search }) => ({ version: search.version }),
  loader: ({ context, deps }) => loadSitePage(context, 'delivery-returns', deps.version),
  head: ({ match }) => sitePageHead('delivery-returns', match.context.siteUrl),
  component: DeliveryReturnsPage,
});

function DeliveryReturnsPage() {
  const { version } = Route.useSearch();
  return <SitePageView slug="delivery-returns" version={version} />;
}
