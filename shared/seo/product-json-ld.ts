import { formatDg, type Nutrition, sodiumGrams } from '../food-information';
import { SCHEMA } from './json-ld';
import { SITE_NAME } from './site';

// A product's JSON-LD, apart from json-ld.ts: every page's code (the entry) uses that one, and a module there
// carries all of its exports; this one (with the food information) ships with the product page's code.

/** One purchasable size of a product, at the price an anonymous visitor pays (VAT included). */
export type OfferSize = { sku: string; name: string; pricePence: number; inStock: boolean };

/** Pence as schema.org's decimal string: 1250 -> '12.50'. */
export function penceToDecimal(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The nutrition declaration as schema.org `NutritionInformation` per 100 g ('265 kcal', '4.2 g'). Salt has no
 * property of its own there: it is given as sodium (salt / 2.5). Values not yet given are left out; with none
 * given there is no `nutrition` at all.
 */
export function nutritionJsonLd(nutrition: Nutrition) {
  const grams = (dg: number | null) => (dg === null ? null : formatDg(dg));
  const values: [string, string | null][] = [
    ['calories', nutrition.energyKcal === null ? null : `${nutrition.energyKcal} kcal`],
    ['fatContent', grams(nutrition.fatDg)],
    ['saturatedFatContent', grams(nutrition.saturatesDg)],
    ['carbohydrateContent', grams(nutrition.carbohydrateDg)],
    ['sugarContent', grams(nutrition.sugarsDg)],
    ['proteinContent', grams(nutrition.proteinDg)],
    ['sodiumContent', nutrition.saltDg === null ? null : sodiumGrams(nutrition.saltDg)],
  ];
  const given = values.filter((entry): entry is [string, string] => entry[1] !== null);
  if (given.length === 0) return null;
  return { '@type': 'NutritionInformation', servingSize: '100 g', ...Object.fromEntries(given) };
}

export function productJsonLd(product: {
  name: string;
  description: string;
  url: string;
  images: readonly string[];
  sizes: readonly OfferSize[];
  nutrition?: Nutrition;
}) {
  const nutrition = product.nutrition ? nutritionJsonLd(product.nutrition) : null;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url: product.url,
    ...(product.images.length > 0 ? { image: [...product.images] } : {}),
    brand: { '@type': 'Brand', name: SITE_NAME },
    ...(nutrition ? { nutrition } : {}),
    offers: product.sizes.map((size) => ({
      '@type': 'Offer',
      sku: size.sku,
      name: size.name,
      price: penceToDecimal(size.pricePence),
      priceCurrency: 'GBP',
      availability: `${SCHEMA}/${size.inStock ? 'InStock' : 'OutOfStock'}`,
      url: product.url,
    })),
  };
}
