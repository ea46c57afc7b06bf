import { z } from 'zod';
import { gramsToDg } from '../food-information';
import { SLUG_FORMAT_MESSAGE, SLUG_MAX_LENGTH, SLUG_PATTERN } from '../slug';
import { tableQuery } from '../table-query';
import { text } from './fields';
import { type NumberRules, nullableFormNumber } from './form-numbers';

/** The 14 allergens UK food law requires to be declared (spelled as the FSA lists them). */
export const UK_ALLERGENS = [
  'Celery',
  'Cereals containing gluten',
  'Crustaceans',
  'Eggs',
  'Fish',
  'Lupin',
  'Milk',
  'Molluscs',
  'Mustard',
  'Tree nuts',
  'Peanuts',
  'Sesame seeds',
  'Soya',
  'Sulphur dioxide and sulphites',
] as const;
export type Allergen = (typeof UK_ALLERGENS)[number];

/** VAT choices in basis points (20%, 5%, 0%); null is Exempt. The form maps the labels. */
export const PRODUCT_VAT_BPS = [2000, 500, 0] as const;

const priceRules: NumberRules = {
  negative: 'Price must be non-negative',
  notANumber: 'Price must be a number',
  decimals: 2,
  tooPrecise: 'Price can have at most 2 decimal places',
  max: 100_000,
  tooLarge: 'Price must be at most £100,000',
};

/** Package dimension in cm (input step 0.01); the column is numeric(8,2). */
const dimensionRules = (label: string): NumberRules => ({
  negative: `${label} must be non-negative`,
  notANumber: `${label} must be a number`,
  decimals: 2,
  tooPrecise: `${label} can have at most 2 decimal places`,
  max: 99_999.99,
  tooLarge: `${label} is too large`,
});

const price = nullableFormNumber(priceRules);

/** Stock per weight: a whole number, empty means none (0). */
const stock = z
  .union([z.literal(''), z.number(), z.null()], { error: 'Stock must be a whole number' })
  .optional()
  .transform((value) => (value === '' || value == null ? 0 : value))
  .pipe(
    z
      .number()
      .int('Stock must be a whole number')
      .min(0, 'Stock cannot be negative')
      .max(1_000_000, 'Stock must be at most 1,000,000'),
  );

/** Retail and tier 1-3 net prices in pounds (ex VAT) and stock of one weight. */
export const productVariantFormSchema = z
  .strictObject({ priceNet: price, tier1PriceNet: price, tier2PriceNet: price, tier3PriceNet: price, stock })
  .prefault({});

const optionalText = (max: number, label: string) =>
  text()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Our own uploads (/media/<uuid>-800.webp), the shop's bundled bag art (/images/products/<name>.svg, which the demo
 * products use: without it a demo product could not be saved, not even a stock change) or an https address;
 * never javascript: or data: URLs.
 */
const imageUrl = text()
  .trim()
  .max(500)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine(
    (value) =>
      value === null ||
      /^\/media\/[A-Za-z0-9-]+\.webp$/.test(value) ||
      /^\/images\/products\/[a-z0-9-]+\.svg$/.test(value) ||
      /^https:\/\/[^\s"'<>]+$/.test(value),
    'Please upload an image or give an https:// image address',
  );

/** Grams per 100 g with one decimal, as the nutrition declaration writes them. */
const grams = (label: string) =>
  nullableFormNumber({
    negative: `${label} must be non-negative`,
    notANumber: `${label} must be a number`,
    decimals: 1,
    tooPrecise: `${label} can have at most 1 decimal place`,
    max: 100,
    tooLarge: `${label} cannot be more than 100 g per 100 g`,
  });

const energy = (unit: 'kJ' | 'kcal', max: number) =>
  nullableFormNumber({
    negative: `Energy (${unit}) must be non-negative`,
    notANumber: `Energy (${unit}) must be a number`,
    decimals: 0,
    tooPrecise: `Energy (${unit}) must be a whole number`,
    max,
    tooLarge: `Energy (${unit}) cannot be more than ${max} per 100 g`,
  });

/**
 * The food information fields (see shared/food-information.ts for which are mandatory before a product
 * is shown). Pure fat, the most energy-dense food, has about 3,700 kJ / 900 kcal per 100 g.
 */
const foodFields = {
  energyKj: energy('kJ', 4000),
  energyKcal: energy('kcal', 1000),
  fatG: grams('Fat'),
  saturatesG: grams('Saturates'),
  carbohydrateG: grams('Carbohydrate'),
  sugarsG: grams('Sugars'),
  proteinG: grams('Protein'),
  saltG: grams('Salt'),
  storageConditions: optionalText(300, 'Storage conditions'),
  onceOpenedAdvice: optionalText(300, 'Advice once opened'),
  beefOrigin: optionalText(100, 'Beef origin'),
  placeOfManufacture: optionalText(200, 'Place of manufacture'),
  meatContent: optionalText(200, 'Meat content'),
  shelfLife: optionalText(200, 'Shelf life'),
};

type FoodNumbers = { [K in 'fatG' | 'saturatesG' | 'carbohydrateG' | 'sugarsG' | 'proteinG' | 'saltG']: number | null };

/** A declaration that cannot be true: a part larger than its whole, or more than 100 g in 100 g. */
function checkNutritionAddsUp(form: FoodNumbers, ctx: z.RefinementCtx) {
  const dg = (value: number | null) => gramsToDg(value) ?? 0;
  if (form.saturatesG !== null && form.fatG !== null && dg(form.saturatesG) > dg(form.fatG))
    ctx.addIssue({ code: 'custom', path: ['saturatesG'], message: 'Saturates cannot be more than fat' });
  if (form.sugarsG !== null && form.carbohydrateG !== null && dg(form.sugarsG) > dg(form.carbohydrateG))
    ctx.addIssue({ code: 'custom', path: ['sugarsG'], message: 'Sugars cannot be more than carbohydrate' });
  if (dg(form.fatG) + dg(form.carbohydrateG) + dg(form.proteinG) + dg(form.saltG) > 1000)
    ctx.addIssue({
      code: 'custom',
      path: ['proteinG'],
      message: 'Fat, carbohydrate, protein and salt add up to more than 100 g',
    });
}

/** The product page's address; empty means "generate from the name" (new product) or "keep it" (update). */
const slug = text()
  .trim()
  .max(SLUG_MAX_LENGTH, `The page address must be at most ${SLUG_MAX_LENGTH} characters`)
  .nullish()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || SLUG_PATTERN.test(value), SLUG_FORMAT_MESSAGE);

/**
 * The product form, shared by the admin dialog and the server. Prices are pounds
 * as typed (the server turns them into integer pence); VAT is in basis points.
 */
export const productFormSchema = z
  .strictObject({
    name: text({ error: 'Product name is required' })
      .trim()
      .min(1, 'Product name is required')
      .max(120, 'Product name must be at most 120 characters'),
    slug,
    description: optionalText(2000, 'Description'),
    imageUrl,
    ingredients: optionalText(1000, 'Ingredients'),
    ...foodFields,
    allergens: z
      .array(z.enum(UK_ALLERGENS, { error: 'Please choose allergens from the list' }))
      .max(UK_ALLERGENS.length)
      .default([])
      .transform((list) => UK_ALLERGENS.filter((allergen) => list.includes(allergen))),
    vatRateBps: z.union([z.literal(PRODUCT_VAT_BPS), z.null()], { error: 'Please choose a VAT rate' }).default(2000),
    supportsMoistureOptions: z.boolean().default(true),
    showInShop: z.boolean().default(true),
    showInSubscriptions: z.boolean().default(true),
    packageLengthCm: nullableFormNumber(dimensionRules('Length')),
    packageWidthCm: nullableFormNumber(dimensionRules('Width')),
    packageHeightCm: nullableFormNumber(dimensionRules('Height')),
    weightKg: nullableFormNumber({
      negative: 'Weight must be non-negative',
      notANumber: 'Weight must be a number',
      decimals: 3,
      tooPrecise: 'Weight can have at most 3 decimal places',
      max: 99_999.999,
      tooLarge: 'Weight is too large',
    }),
    variants: z
      .strictObject({
        '125g': productVariantFormSchema,
        '250g': productVariantFormSchema,
        '500g': productVariantFormSchema,
        '1kg': productVariantFormSchema,
        '2kg': productVariantFormSchema,
      })
      .prefault({}),
  })
  // Compared once every value is a valid amount (a negative fat is already its own message).
  .superRefine(checkNutritionAddsUp, { when: (payload) => payload.issues.length === 0 });
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductForm = z.output<typeof productFormSchema>;

export const updateProductInputSchema = productFormSchema.extend({ id: z.uuid({ error: 'Product not found.' }) });

/** Most images one product's gallery holds. */
export const MAX_PRODUCT_IMAGES = 12;
export const ALT_TEXT_MAX_LENGTH = 250;

/** Describes the picture for people who cannot see it; empty falls back to the product's name on the storefront. */
const altText = text({ error: 'Alt text must be text' })
  .trim()
  .max(ALT_TEXT_MAX_LENGTH, `Alt text must be at most ${ALT_TEXT_MAX_LENGTH} characters`)
  .default('');

const productId = z.uuid({ error: 'Product not found.' });
const productImageId = z.uuid({ error: 'Image not found.' });

/** One upload for a gallery: the `id` POST /api/uploads/product-image answered, and its alt text. */
const galleryUpload = z.strictObject({ imageId: z.uuid({ error: 'Please upload the image again.' }), alt: altText });
const galleryUploads = z.array(galleryUpload).max(MAX_PRODUCT_IMAGES, `A product can have at most ${MAX_PRODUCT_IMAGES} images`);

/** product.attachImages: uploads appended to the gallery in order. */
export const attachProductImagesInputSchema = z.strictObject({
  productId,
  images: galleryUploads.min(1, 'Please choose at least one image'),
});

/**
 * product.create: the form plus the images uploaded on the new product's page before its first
 * save, which become its gallery in order (the same transaction: none is left behind).
 */
export const createProductInputSchema = productFormSchema.extend({ images: galleryUploads.default([]) });
export type CreateProductInput = z.output<typeof createProductInputSchema>;

/** product.reorderImages: every gallery image id of the product, in the new order (the first is the card image). */
export const reorderProductImagesInputSchema = z.strictObject({
  productId,
  imageIds: z.array(productImageId).min(1).max(MAX_PRODUCT_IMAGES),
});

/** product.updateImageAlt */
export const updateProductImageAltInputSchema = z.strictObject({ productId, id: productImageId, alt: altText });

/** product.removeImage */
export const removeProductImageInputSchema = z.strictObject({ productId, id: productImageId });

/** 'Product management' table: the table and the page's URL share this shape (by name by default). */
export const productsTable = tableQuery({
  sortable: ['name', 'stock', 'createdAt'],
  filters: {
    search: text().trim().max(100).optional(),
    /** 'low': a size on sale with LOW_STOCK_THRESHOLD or fewer left (the overview's tile); 'out': nothing in stock. */
    stock: z.enum(['low', 'out']).optional(),
  },
  defaultSort: { id: 'name', desc: false },
});
