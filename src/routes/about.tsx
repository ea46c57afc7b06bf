import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/about/about-page';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/about')({
  head: ({ match }) =>
    pageHead({
      title: 'About Us',
      description: 'Our Royal Decree: how Royal Biltong makes British air-dried beef by hand, from a family recipe.',
      path: '/about',
      siteUrl: match.context.siteUrl,
    }),
  component: AboutPage,
});
