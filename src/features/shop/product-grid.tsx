import { Button, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { SHOP_SKELETON_COUNT } from '../../../shared/constants';
import { filterShopProducts, flavourChoices } from '../../../shared/shop-filters';
import { DEFAULT_SHOP_FILTERS, type ShopFilters } from '../../../shared/shop-search';
import { errorMessage } from '../../lib/error-message';
import { useFirstPaintDone } from '../../lib/first-paint';
import { trpc } from '../../lib/trpc';
import { ProductCard, ProductCardSkeleton } from './product-card';
import classes from './product-card.module.css';
import { ShopFiltersBar } from './shop-filters';

const ProductsError = lazy(() => import('./on-demand/products-error'));

/** Rows rendered with the page; the grid's columns (product-card.module.css) change at 48em and 75em. */
const FIRST_ROWS = 2;
function firstCards(): number {
  const columns = window.matchMedia('(min-width: 75em)').matches ? 3 : window.matchMedia('(min-width: 48em)').matches ? 2 : 1;
  return FIRST_ROWS * columns;
}

/**
 * The catalogue is small (tens of products) and already cached whole for the shop, so filters and sort
 * run here over that cached listing instead of asking the server again for each change.
 */
export function ProductGrid({
  filters,
  onFiltersChange,
}: {
  filters: ShopFilters;
  onFiltersChange: (filters: ShopFilters) => void;
}) {
  const products = trpc.shop.listProducts.useQuery();
  const shown = useMemo(() => filterShopProducts(products.data ?? [], filters), [products.data, filters]);
  const flavours = useMemo(() => flavourChoices(products.data ?? []), [products.data]);
  // On the first page, the first rows render with it and the rest right after its first paint: the
  // paint comes sooner, and no single task holds the main thread for all 24 cards.
  const rendered = useFirstPaintDone() ? Number.POSITIVE_INFINITY : firstCards();

  if (products.isPending) {
    return (
      <div className={classes.grid} role="status" aria-busy="true" aria-label="Loading products">
        {Array.from({ length: SHOP_SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (products.isError) {
    return (
      <Suspense fallback={null}>
        <ProductsError message={errorMessage(products.error)} />
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
    <>
      <ShopFiltersBar
        filters={filters}
        flavours={flavours}
        shown={shown.length}
        total={products.data.length}
        onChange={onFiltersChange}
      />
      {shown.length === 0 ? (
        <Stack align="center" gap="sm" py="xl">
          <Text c="dimmed" ta="center">
            No products match these filters.
          </Text>
          <Button variant="default" onClick={() => onFiltersChange(DEFAULT_SHOP_FILTERS)}>
            Clear filters
          </Button>
        </Stack>
      ) : (
        <div className={classes.grid}>
          {shown.slice(0, rendered).map((product, index) => (
            <ProductCard key={product.id} product={product} index={index} />
          ))}
        </div>
      )}
    </>
  );
}
