import type { RouterOutputs } from '~/server/trpc/app-router';
import { WEIGHTS, type Weight } from '../../../shared/constants';
import { penceToPounds, poundsToPence } from '../../../shared/money';
import { grossFromNet } from '../../../shared/pricing';
import type { Allergen, ProductFormInput } from '../../../shared/schemas/product';
import { type NumberField, toFormNumber as num } from '../admin-shared/form-number';
import { EMPTY_FOOD_VALUES, type FoodValues, foodToValues, foodValuesToInput } from './food-form-values';

export type AdminProduct = RouterOutputs['product']['get'];

export type VariantValues = {
  priceNet: NumberField;
  tier1PriceNet: NumberField;
  tier2PriceNet: NumberField;
  tier3PriceNet: NumberField;
  stock: NumberField;
};

/**
 * The product page's field values (images live beside them, see use-image-uploads); the shared
 * product schema checks them and the server parses the same shape.
 */
export type ProductFormValues = {
  name: string;
  /** The shop page's address (/shop/<slug>); empty: made from the name (new) or kept (existing). */
  slug: string;
  description: string;
  ingredients: string;
  allergens: Allergen[];
  /** The VAT select's value: '2000', '500', '0' (basis points) or 'exempt'. */
  vatRate: string;
  supportsMoistureOptions: boolean;
  showInShop: boolean;
  showInSubscriptions: boolean;
  packageLengthCm: NumberField;
  packageWidthCm: NumberField;
  packageHeightCm: NumberField;
  weightKg: NumberField;
  variants: Record<Weight, VariantValues>;
} & FoodValues;

const EMPTY_VARIANT: VariantValues = { priceNet: '', tier1PriceNet: '', tier2PriceNet: '', tier3PriceNet: '', stock: '' };

/** VAT defaults to 20% for a new product; the booleans default to true. */
export function emptyProductValues(): ProductFormValues {
  return {
    name: '',
    slug: '',
    description: '',
    ingredients: '',
    allergens: [],
    vatRate: '2000',
    supportsMoistureOptions: true,
    showInShop: true,
    showInSubscriptions: true,
    packageLengthCm: '',
    packageWidthCm: '',
    packageHeightCm: '',
    weightKg: '',
    ...EMPTY_FOOD_VALUES,
    variants: Object.fromEntries(WEIGHTS.map((weight) => [weight, { ...EMPTY_VARIANT }])) as Record<Weight, VariantValues>,
  };
}

// Pence -> the pounds the admin typed (exact: penceToPounds is string arithmetic).
const pounds = (pence: number | null): NumberField => (pence === null ? '' : Number(penceToPounds(pence)));
const orEmpty = (value: number | null): NumberField => value ?? '';

export const EXEMPT = 'exempt';

/** Exempt is stored as null; the percentages as basis points (the server keeps the exact fraction). */
const vatChoice = (bps: number | null) => (bps === null ? EXEMPT : String(bps));
export const vatBps = (choice: string) => (choice === EXEMPT ? null : (Number(choice) as 2000 | 500 | 0));

/**
 * The VAT-inclusive price in pence for a net price as typed, or null while the entry is not a
 * valid amount (empty, negative, more than two decimals). Integer pence, the shop's own rule.
 */
export function grossPenceOf(net: NumberField, vatChoiceValue: string): number | null {
  const text = typeof net === 'number' ? String(net) : net.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return grossFromNet(poundsToPence(text), vatBps(vatChoiceValue));
}

export function productToValues(product: AdminProduct): ProductFormValues {
  const values = emptyProductValues();
  for (const variant of product.variants) {
    values.variants[variant.weight] = {
      priceNet: pounds(variant.priceNetPence),
      tier1PriceNet: pounds(variant.tier1PriceNetPence),
      tier2PriceNet: pounds(variant.tier2PriceNetPence),
      tier3PriceNet: pounds(variant.tier3PriceNetPence),
      stock: variant.stock,
    };
  }
  return {
    ...values,
    name: product.name,
    slug: product.slug,
    description: product.description ?? '',
    ingredients: product.ingredients ?? '',
    allergens: product.allergens as Allergen[],
    vatRate: vatChoice(product.vatRateBps),
    supportsMoistureOptions: product.supportsMoistureOptions,
    showInShop: product.showInShop,
    showInSubscriptions: product.showInSubscriptions,
    packageLengthCm: orEmpty(product.packageLengthCm),
    packageWidthCm: orEmpty(product.packageWidthCm),
    packageHeightCm: orEmpty(product.packageHeightCm),
    weightKg: orEmpty(product.weightKg),
    ...foodToValues(product.food),
  };
}

/** What the schema checks and the server receives, without the images (number fields converted, see toFormNumber). */
export function valuesToInput(values: ProductFormValues): Omit<ProductFormInput, 'imageUrl'> {
  const variants = Object.fromEntries(
    WEIGHTS.map((weight) => {
      const v = values.variants[weight];
      return [
        weight,
        {
          priceNet: num(v.priceNet),
          tier1PriceNet: num(v.tier1PriceNet),
          tier2PriceNet: num(v.tier2PriceNet),
          tier3PriceNet: num(v.tier3PriceNet),
          stock: num(v.stock),
        },
      ];
    }),
  ) as NonNullable<ProductFormInput['variants']>;
  const { vatRate, ...rest } = values;
  return {
    ...rest,
    ...foodValuesToInput(values),
    vatRateBps: vatBps(vatRate),
    packageLengthCm: num(values.packageLengthCm),
    packageWidthCm: num(values.packageWidthCm),
    packageHeightCm: num(values.packageHeightCm),
    weightKg: num(values.weightKg),
    variants,
  };
}
