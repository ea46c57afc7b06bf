import { SimpleGrid, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { SHOP_SKELETON_COUNT } from '../../../shared/constants';
import { trpc } from '../../lib/trpc';
import { ProductCard, ProductCardSkeleton } from './product-card';

const GRID_COLS = { base: 1, sm: 2, lg: 3 };

const ProductsError = lazy(() => import('./products-error'));

export function ProductGrid() {
  const products = trpc.shop.listProducts.useQuery();

  if (products.isPending) {
    return (
      <SimpleGrid cols={GRID_COLS} spacing="lg" role="status" aria-busy="true" aria-label="Loading products">
        {Array.from({ length: SHOP_SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <ProductCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    );
  }
  if (products.isError) {
    return (
      <Suspense fallback={null}>
        <ProductsError message={products.error.message} />
      </Suspense>
    );
  }
  if (products.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No products available at the moment.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={GRID_COLS} spacing="lg">
      {products.data.map((product, index) => (
        <ProductCard key={product.id} product={product} index={index} />
      ))}
    </SimpleGrid>
  );
}
