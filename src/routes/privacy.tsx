import { createFileRoute } from '@tanstack/react-router';
import { CookieTable } from '../features/site-pages/cookie-table';
import { loadSitePage } from '../features/site-pages/load-site-page';
import { SitePageView } from '../features/site-pages/site-page';
import { sitePageHead } from '../features/site-pages/site-page-head';

export const Route = createFileRoute('/privacy')({
  head: ({ match }) => sitePageHead('privacy', match.context.siteUrl),
  loader: ({ context }) => loadSitePage(context, 'privacy'),
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <SitePageView slug="privacy">
      <CookieTable />
    </SitePageView>
  );
}
