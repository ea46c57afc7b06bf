import { availableWeights, type ShopProduct } from '../../../shared/catalogue';
import type { Weight } from '../../../shared/constants';

export type CardAction = 'add' | 'out-of-stock' | 'no-price';

export type CardState = {
  /** Weights with stock and a price; else all weights with a price; else just 250g. */
  weights: Weight[];
  /** VAT-inclusive price to show; falls back to the first available weight's when the selected one has none. */
  pricePence: number | null;
  /** Approved wholesalers only: their tier's net price for the selected weight. */
  tradeNetPence: number | null;
  outOfStock: boolean;
  action: CardAction;
};

/** Every rule of the product card for one selected weight (display only; the server prices the cart). */
export function productCardState(product: ShopProduct, selectedWeight: Weight): CardState {
  const weights = availableWeights(product.variants);
  const variantOf = (weight: Weight | undefined) => product.variants.find((v) => v.weight === weight);
  const selected = variantOf(selectedWeight);
  const pricePence = selected?.grossPence ?? variantOf(weights[0])?.grossPence ?? null;
  const outOfStock = (selected?.stock ?? 0) <= 0;
  const hasPrice = selected?.grossPence != null;
  return {
    weights,
    pricePence,
    tradeNetPence: selected?.tradeNetPence ?? null,
    outOfStock,
    action: outOfStock ? 'out-of-stock' : hasPrice ? 'add' : 'no-price',
  };
}

export const ACTION_LABELS: Record<CardAction, string> = {
  add: 'Add to Cart',
  'out-of-stock': 'Out of Stock',
  'no-price': 'Price not available',
};
