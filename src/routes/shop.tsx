import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/page-title';
import { ProductGrid } from '../features/shop/product-grid';

export const Route = createFileRoute('/shop')({
  // Start fetching while the route's code loads; not awaited, so the skeletons show meanwhile.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.shop.listProducts.queryOptions());
  },
  component: ShopPage,
});

function ShopPage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Our Products">Air-dried British beef, cut by hand and packed fresh.</PageTitle>
      <ProductGrid />
    </Container>
  );
}
