import { Link } from '@tanstack/react-router';
import type { ShopProduct } from '../../../shared/catalogue';
import { FOOD_INFORMATION_ID } from '../product-page/food-information-id';
import classes from './product-card.module.css';

/**
 * The food information a UK shopper must be able to see before buying: ingredients and allergens here, and
 * a link to the product page's full declaration (nutrition, storage, origin, who makes it).
 */
export function ProductDetails({ product }: { product: ShopProduct }) {
  return (
    <details className={classes.details}>
      <summary>Ingredients &amp; allergens</summary>
      <p>
        <strong>Ingredients: </strong>
        {product.ingredients ?? 'Please contact us for the full ingredients list.'}
      </p>
      <p>
        <strong>Allergens: </strong>
        {product.allergens.length > 0 ? <strong>{product.allergens.join(', ')}</strong> : 'None declared'}
      </p>
      <p>
        {/* The router's plain Link, not AnchorLink: every shop card draws this, in plain CSS (product-card.tsx). */}
        <Link
          to="/shop/$slug"
          params={{ slug: product.slug }}
          hash={FOOD_INFORMATION_ID}
          aria-label={`Food information for ${product.name}`}
        >
          Nutrition, storage and origin
        </Link>
      </p>
    </details>
  );
}
