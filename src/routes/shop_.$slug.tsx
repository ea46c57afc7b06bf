import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { NotFound } from '../components/not-found';
import { loadProductPage } from '../features/product-page/load-product-page';
import { ProductPage } from '../features/product-page/product-page';
import { ProductPageSkeleton } from '../features/product-page/product-page-skeleton';
import { errorMessage } from '../lib/error-message';
import { titleHead } from '../lib/page-head';
import { httpStatusOf } from '../lib/query-client';
import { trpc } from '../lib/trpc';

const ProductsError = lazy(() => import('../features/shop/on-demand/products-error'));

// 'shop_': the page is not drawn inside /shop's grid, it replaces it.
export const Route = createFileRoute('/shop_/$slug')({
  head: async ({ match, params }) => {
    const product = match.context.trpc.shop.productBySlug.getData({ slug: params.slug });
    // No such product: the not-found page still has its title in the server's HTML.
    if (!product) return titleHead('Page Not Found');
    // Its description and JSON-LD (with the food information) ship with the product page's code, not with the
    // entry every page loads; by the time the head is asked for, the route has loaded that code.
    const { productHead } = await import('../features/product-page/product-head');
    return productHead(product, match.context.siteUrl);
  },
  loader: ({ context, params }) => loadProductPage(context, params.slug),
  component: ProductRoute,
});

function ProductRoute() {
  const { slug } = Route.useParams();
  const product = trpc.shop.productBySlug.useQuery({ slug });
  const products = trpc.shop.listProducts.useQuery();
  if (product.isError && httpStatusOf(product.error) === 404) return <NotFound />;
  if (product.isError) {
    return (
      <Container size="lg" py="xl">
        <Suspense fallback={null}>
          <ProductsError message={errorMessage(product.error)} />
        </Suspense>
      </Container>
    );
  }
  if (!product.data) return <ProductPageSkeleton />;
  return <ProductPage product={product.data} products={products.data ?? []} />;
}
