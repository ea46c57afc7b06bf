import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { filtersFromSearch, parseShopSearch, type ShopFilters, searchFromFilters } from '../../shared/shop-search';
import { PageTitle } from '../components/page-title';
import { ProductGrid } from '../features/shop/product-grid';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/shop')({
  head: ({ match }) =>
    pageHead({
      title: 'Shop',
      description: 'Shop Royal Biltong: air-dried British beef biltong in every flavour, from 125g bags to 2kg.',
      path: '/shop',
      siteUrl: match.context.siteUrl,
    }),
  // Filters and sort live in the URL, so a filtered view can be shared; bad values fall back to defaults.
  validateSearch: parseShopSearch,
  // Start fetching while the route's code loads; not awaited, so the skeletons show meanwhile.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.shop.listProducts.queryOptions());
  },
  component: ShopPage,
});

function ShopPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const onFiltersChange = (next: ShopFilters) => void navigate({ search: searchFromFilters(next), resetScroll: false });
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Our Products">Air-dried British beef, cut by hand and packed fresh.</PageTitle>
      <ProductGrid filters={filters} onFiltersChange={onFiltersChange} />
    </Container>
  );
}
