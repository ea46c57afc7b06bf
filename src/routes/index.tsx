import { createFileRoute } from '@tanstack/react-router';
import { organizationJsonLd } from '../../shared/seo/json-ld';
import { HomePage } from '../features/home/home-page';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/')({
  head: ({ match }) =>
    pageHead({
      fullTitle: 'Royal Biltong — Premium British Biltong, Air-Dried by Hand',
      description: 'Royal Biltong: premium British air-dried beef biltong, by subscription, by the bag and for the trade.',
      path: '/',
      siteUrl: match.context.siteUrl,
      jsonLd: organizationJsonLd(match.context.siteUrl),
    }),
  component: HomePage,
});
