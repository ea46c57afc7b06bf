import { Stack, Text } from '@mantine/core';
import type { ShopProduct } from '../../../shared/catalogue';
import classes from './product-card.module.css';

/** The food information a UK shopper must be able to see before buying: ingredients and allergens. */
export function ProductDetails({ product }: { product: ShopProduct }) {
  return (
    <details className={classes.details}>
      <summary>Ingredients &amp; allergens</summary>
      <Stack gap={6}>
        <Text size="sm">
          <Text span fw={700}>
            Ingredients:{' '}
          </Text>
          {product.ingredients ?? 'Please contact us for the full ingredients list.'}
        </Text>
        <Text size="sm">
          <Text span fw={700}>
            Allergens:{' '}
          </Text>
          {product.allergens.length > 0 ? (
            <Text span fw={700}>
              {product.allergens.join(', ')}
            </Text>
          ) : (
            'None declared'
          )}
        </Text>
      </Stack>
    </details>
  );
}
