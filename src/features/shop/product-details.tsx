import type { ShopProduct } from '../../../shared/catalogue';
import classes from './product-card.module.css';

/** The food information a UK shopper must be able to see before buying: ingredients and allergens. */
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
    </details>
  );
}
