import { DEFAULT_WEIGHT, WEIGHTS, type Weight } from './constants';
import type { ShopFood } from './food-information';
import type { ShopImage } from './product-images';

/** One weight of a product as the shop shows it. Prices in pence; gross = net + VAT. */
export type ShopVariant = {
  weight: Weight;
  netPence: number | null;
  grossPence: number | null;
  stock: number;
  /** Approved wholesalers only: their tier's net price (ex VAT). Never sent to retail shoppers. */
  tradeNetPence?: number | null;
};

export type ShopProduct = {
  id: string;
  name: string;
  /** The product page: /shop/<slug>. */
  slug: string;
  description: string | null;
  /** The card image (the gallery's first, or the form's address for a product without a gallery). */
  imageUrl: string | null;
  /** The gallery in order, alt text never empty; may be empty (then imageUrl, or the default art). */
  images: ShopImage[];
  vatRateBps: number | null;
  supportsMoistureOptions: boolean;
  ingredients: string | null;
  allergens: string[];
  /** Nutrition per 100 g, storage, origin, meat content: the product page's 'Food information'. */
  food: ShopFood;
  variants: ShopVariant[];
};

/** Weights with stock and a price; else all weights with a price; else just 250g. */
export function availableWeights(variants: ShopVariant[]): Weight[] {
  const byWeight = (list: ShopVariant[]) => WEIGHTS.filter((w) => list.some((v) => v.weight === w));
  const priced = variants.filter((v) => v.netPence !== null);
  const inStock = byWeight(priced.filter((v) => v.stock > 0));
  if (inStock.length > 0) return inStock;
  const withPrice = byWeight(priced);
  if (withPrice.length > 0) return withPrice;
  return [DEFAULT_WEIGHT];
}
