import { foodOfForm } from '../../../shared/food-information';
import { poundsToPence } from '../../../shared/money';
import { bpsToVatRate } from '../../../shared/pricing';
import type { ProductForm } from '../../../shared/schemas/product';

const pence = (pounds: number | null) => (pounds === null ? null : poundsToPence(pounds));
const decimal = (value: number | null, places: number) => (value === null ? null : value.toFixed(places));

/** The product row from the validated form (VAT as an exact fraction, dimensions as exact decimals). */
export function productColumns(form: ProductForm) {
  const food = foodOfForm(form);
  return {
    name: form.name,
    description: form.description,
    imageUrl: form.imageUrl,
    ingredients: form.ingredients,
    ...food.nutrition,
    storageConditions: food.storageConditions,
    onceOpenedAdvice: food.onceOpenedAdvice,
    beefOrigin: food.beefOrigin,
    placeOfManufacture: food.placeOfManufacture,
    meatContent: food.meatContent,
    shelfLife: food.shelfLife,
    allergens: form.allergens,
    vatRate: bpsToVatRate(form.vatRateBps),
    supportsMoistureOptions: form.supportsMoistureOptions,
    showInShop: form.showInShop,
    showInSubscriptions: form.showInSubscriptions,
    packageLengthCm: decimal(form.packageLengthCm, 2),
    packageWidthCm: decimal(form.packageWidthCm, 2),
    packageHeightCm: decimal(form.packageHeightCm, 2),
    weightKg: decimal(form.weightKg, 3),
  };
}

/** Pounds as typed -> integer pence; an empty price stays null (not sold at that weight). */
export function variantPrices(v: ProductForm['variants'][keyof ProductForm['variants']]) {
  return {
    priceNetPence: pence(v.priceNet),
    tier1PriceNetPence: pence(v.tier1PriceNet),
    tier2PriceNetPence: pence(v.tier2PriceNet),
    tier3PriceNetPence: pence(v.tier3PriceNet),
  };
}
