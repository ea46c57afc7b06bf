import { DEFAULT_WEIGHT, WEIGHTS, type Weight } from './constants';

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
  description: string | null;
  imageUrl: string | null;
  vatRateBps: number | null;
  supportsMoistureOptions: boolean;
  ingredients: string | null;
  allergens: string[];
  variants: ShopVariant[];
};

/** Spec: weights with stock and a price; else all weights with a price; else just 250g. */
export function availableWeights(variants: ShopVariant[]): Weight[] {
  const byWeight = (list: ShopVariant[]) => WEIGHTS.filter((w) => list.some((v) => v.weight === w));
  const priced = variants.filter((v) => v.netPence !== null);
  const inStock = byWeight(priced.filter((v) => v.stock > 0));
  if (inStock.length > 0) return inStock;
  const withPrice = byWeight(priced);
  if (withPrice.length > 0) return withPrice;
  return [DEFAULT_WEIGHT];
}
