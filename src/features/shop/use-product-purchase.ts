import { useState } from 'react';
import { availableWeights, type ShopProduct } from '../../../shared/catalogue';
import { DEFAULT_MOISTURE, DEFAULT_WEIGHT, type Moisture, type Weight } from '../../../shared/constants';
import { notify } from '../../lib/notify';
import { useAddToCart } from '../cart/cart-context';
import { openCartDrawer } from '../cart/cart-drawer-requests';
import { productCardState } from './card-rules';

/**
 * The shopper's choices for one product and adding them to the cart: the product card and the product
 * page use this one hook, so both follow the same rules.
 */
export function useProductPurchase(product: ShopProduct) {
  const addLine = useAddToCart();
  // Default moisture is wet; default weight is the first available weight.
  const [moisture, setMoisture] = useState<Moisture>(DEFAULT_MOISTURE);
  const [weight, setWeight] = useState<Weight>(() => availableWeights(product.variants)[0] ?? DEFAULT_WEIGHT);
  const [adding, setAdding] = useState(false);

  const addToCart = async () => {
    setAdding(true);
    const added = await addLine({ productId: product.id, weight, moisture });
    setAdding(false);
    if (added)
      notify.successWithAction(`${product.name} ${weight} added to your cart`, { label: 'View cart', onClick: openCartDrawer });
  };

  return { moisture, setMoisture, weight, setWeight, adding, addToCart, state: productCardState(product, weight) };
}
