import { createFileRoute } from '@tanstack/react-router';
import { versionSearch } from '../../shared/site-pages';
import { loadSitePage } from '../features/site-pages/load-site-page';
import { SitePageView } from '../features/site-pages/site-page';
import { sitePageHead } from '../features/site-pages/site-page-head';

export const Route = createFileRoute('/terms')({
  validateSearch: versionSearch,
  loaderDeps: ({ search }) => ({ version: search.version }),
  loader: ({ context, deps }) => loadSitePage(context, 'terms', deps.version),
  head: ({ match }) => sitePageHead('terms', match.context.siteUrl),
  component: TermsPage,
});

function TermsPage() {
  const { version } = Route.useSearch();
  return <SitePageView slug="terms" version={version} />;
}
