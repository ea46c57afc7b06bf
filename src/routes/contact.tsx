import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/site-pages/contact-page';
import { loadSitePage } from '../features/site-pages/load-site-page';
import { sitePageHead } from '../features/site-pages/site-page-head';

export const Route = createFileRoute('/contact')({
  head: ({ match }) => sitePageHead('contact', match.context.siteUrl),
  loader: ({ context }) => loadSitePage(context, 'contact'),
  component: ContactPage,
});
