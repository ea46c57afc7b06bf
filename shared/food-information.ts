/**
 * The food information UK law asks a seller to make available before an online purchase (retained
 * Regulation 1169/2011): the nutrition declaration per 100 g, storage conditions, origin, meat content and
 * place of manufacture, beside the ingredients and allergens the product already carries. Grams are kept as
 * whole tenths of a gram (one decimal, as the declaration is written), energy as whole kJ and kcal.
 */

/** Per 100 g: energy in kJ and kcal, the rest in tenths of a gram; null while not given. */
export type Nutrition = {
  energyKj: number | null;
  energyKcal: number | null;
  fatDg: number | null;
  saturatesDg: number | null;
  carbohydrateDg: number | null;
  sugarsDg: number | null;
  proteinDg: number | null;
  saltDg: number | null;
};

export type FoodInformation = {
  ingredients: string | null;
  nutrition: Nutrition;
  storageConditions: string | null;
  onceOpenedAdvice: string | null;
  beefOrigin: string | null;
  placeOfManufacture: string | null;
  meatContent: string | null;
  shelfLife: string | null;
};

/** What the shop's product page declares beside the ingredients (which the product carries itself). */
export type ShopFood = Omit<FoodInformation, 'ingredients'>;

type GramNutrient = Exclude<keyof Nutrition, 'energyKj' | 'energyKcal'>;

/** The declaration's rows after energy, in the order and with the names the law gives them. */
export const NUTRIENT_ROWS: ReadonlyArray<{ key: GramNutrient; label: string; sub: boolean }> = [
  { key: 'fatDg', label: 'Fat', sub: false },
  { key: 'saturatesDg', label: 'of which saturates', sub: true },
  { key: 'carbohydrateDg', label: 'Carbohydrate', sub: false },
  { key: 'sugarsDg', label: 'of which sugars', sub: true },
  { key: 'proteinDg', label: 'Protein', sub: false },
  { key: 'saltDg', label: 'Salt', sub: false },
];

/** How each nutrition value is named when it is missing (inside 'nutrition (…)'). */
const NUTRITION_NAMES: Record<keyof Nutrition, string> = {
  energyKj: 'energy (kJ)',
  energyKcal: 'energy (kcal)',
  fatDg: 'fat',
  saturatesDg: 'saturates',
  carbohydrateDg: 'carbohydrate',
  sugarsDg: 'sugars',
  proteinDg: 'protein',
  saltDg: 'salt',
};

/**
 * Mandatory before a product may be shown: the ingredients and the whole nutrition declaration (both
 * mandatory particulars), storage conditions (biltong needs a cool, dry place) and the place of manufacture
 * (the shop's own rule: with the beef's origin it tells the buyer where the product was made). A product made
 * with beef also needs the beef's origin (leaving it out could mislead a buyer of 'British' biltong) and its
 * meat content (beef is the characterising ingredient, so its quantity must be declared); a spice mix has
 * neither. Optional: advice once opened (asked for only where the food needs it) and a shelf-life statement
 * (the durability date is printed on each bag and is not required before purchase).
 */
const REQUIRED_TEXT: ReadonlyArray<{
  key: 'storageConditions' | 'beefOrigin' | 'placeOfManufacture' | 'meatContent';
  name: string;
  beefOnly: boolean;
}> = [
  { key: 'storageConditions', name: 'storage conditions', beefOnly: false },
  { key: 'beefOrigin', name: 'beef origin', beefOnly: true },
  { key: 'placeOfManufacture', name: 'place of manufacture', beefOnly: false },
  { key: 'meatContent', name: 'meat content', beefOnly: true },
];

/** Whether the ingredients name beef (or the product has no ingredients yet, so it may well be biltong). */
export function madeWithBeef(ingredients: string | null): boolean {
  return ingredients === null || ingredients.trim() === '' || /\bbeef\b/i.test(ingredients);
}

const blank = (value: string | null) => value === null || value.trim() === '';

/** Every mandatory field the product lacks, named as the refusal names them, in the editor's order. */
export function missingFoodInformation(food: FoodInformation): string[] {
  const missing: string[] = [];
  if (blank(food.ingredients)) missing.push('ingredients');
  const nutrients = (Object.keys(NUTRITION_NAMES) as (keyof Nutrition)[]).filter((key) => food.nutrition[key] === null);
  if (nutrients.length > 0) missing.push(`nutrition (${nutrients.map((key) => NUTRITION_NAMES[key]).join(', ')})`);
  const beef = madeWithBeef(food.ingredients);
  for (const { key, name, beefOnly } of REQUIRED_TEXT) if (blank(food[key]) && (beef || !beefOnly)) missing.push(name);
  return missing;
}

/** The one message naming every missing field, e.g. 'Before showing Chilli in the shop add: nutrition (salt), storage conditions.' */
export function missingFoodMessage(productName: string, missing: readonly string[]): string {
  const name = productName.trim() || 'this product';
  return `Before showing ${name} in the shop add: ${missing.join(', ')}.`;
}

/** Why a product cannot be saved as shown in the shop, or null when it can (hidden products may be incomplete). */
export function showInShopRefusal(product: { name: string; showInShop: boolean; food: FoodInformation }): string | null {
  if (!product.showInShop) return null;
  const missing = missingFoodInformation(product.food);
  return missing.length === 0 ? null : missingFoodMessage(product.name, missing);
}

/** Grams as typed (one decimal) -> tenths of a gram; anything that is not a number is "not given". */
export function gramsToDg(grams: unknown): number | null {
  return typeof grams === 'number' && Number.isFinite(grams) ? Math.round(grams * 10) : null;
}

export const wholeOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The food fields as the product form has them (grams, text as typed). */
export type FoodFormFields = {
  ingredients?: unknown;
  energyKj?: unknown;
  energyKcal?: unknown;
  fatG?: unknown;
  saturatesG?: unknown;
  carbohydrateG?: unknown;
  sugarsG?: unknown;
  proteinG?: unknown;
  saltG?: unknown;
  storageConditions?: unknown;
  onceOpenedAdvice?: unknown;
  beefOrigin?: unknown;
  placeOfManufacture?: unknown;
  meatContent?: unknown;
  shelfLife?: unknown;
};

/** The product form's values (checked or as typed) as food information: the server and the editor read them alike. */
export function foodOfForm(form: FoodFormFields): FoodInformation {
  return {
    ingredients: textOrNull(form.ingredients),
    nutrition: {
      energyKj: wholeOrNull(form.energyKj),
      energyKcal: wholeOrNull(form.energyKcal),
      fatDg: gramsToDg(form.fatG),
      saturatesDg: gramsToDg(form.saturatesG),
      carbohydrateDg: gramsToDg(form.carbohydrateG),
      sugarsDg: gramsToDg(form.sugarsG),
      proteinDg: gramsToDg(form.proteinG),
      saltDg: gramsToDg(form.saltG),
    },
    storageConditions: textOrNull(form.storageConditions),
    onceOpenedAdvice: textOrNull(form.onceOpenedAdvice),
    beefOrigin: textOrNull(form.beefOrigin),
    placeOfManufacture: textOrNull(form.placeOfManufacture),
    meatContent: textOrNull(form.meatContent),
    shelfLife: textOrNull(form.shelfLife),
  };
}

/** Tenths of a gram as the declaration writes them, always one decimal: 42 -> '4.2 g', 0 -> '0.0 g', 540 -> '54.0 g'. */
export function formatDg(dg: number): string {
  return `${Math.floor(dg / 10)}.${dg % 10} g`;
}

/** Sodium in grams for schema.org (salt = sodium x 2.5, so sodium = salt x 0.4: whole mg, at most two decimals of g). */
export function sodiumGrams(saltDg: number): string {
  const mg = saltDg * 40;
  const centigrams = mg / 10;
  const whole = Math.floor(centigrams / 100);
  const rest = centigrams % 100;
  return rest === 0 ? `${whole} g` : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')} g`;
}
