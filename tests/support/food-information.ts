import type { FoodInformation, ShopFood } from '../../shared/food-information';

/**
 * A complete set of food information: the product form's fields (grams as typed), the same as stored
 * columns (tenths of a gram) and as the API answers it. Tests that save a product shown in the shop
 * spread the form fields into product.create / product.update.
 */
export const FOOD_FORM = {
  ingredients: 'British beef, cider vinegar (sulphites), sea salt, coriander, black pepper',
  energyKj: 1137,
  energyKcal: 269,
  fatG: 4.5,
  saturatesG: 2,
  carbohydrateG: 3.1,
  sugarsG: 2.4,
  proteinG: 54,
  saltG: 4.2,
  storageConditions: 'Store in a cool, dry place out of direct sunlight.',
  onceOpenedAdvice: 'Once opened, keep refrigerated and eat within 3 days.',
  beefOrigin: 'United Kingdom',
  placeOfManufacture: 'York, United Kingdom',
  meatContent: 'Made with 160 g of British beef per 100 g of biltong',
  shelfLife: null,
} as const;

export const FOOD_COLUMNS = {
  ingredients: FOOD_FORM.ingredients,
  energyKj: 1137,
  energyKcal: 269,
  fatDg: 45,
  saturatesDg: 20,
  carbohydrateDg: 31,
  sugarsDg: 24,
  proteinDg: 540,
  saltDg: 42,
  storageConditions: FOOD_FORM.storageConditions,
  onceOpenedAdvice: FOOD_FORM.onceOpenedAdvice,
  beefOrigin: FOOD_FORM.beefOrigin,
  placeOfManufacture: FOOD_FORM.placeOfManufacture,
  meatContent: FOOD_FORM.meatContent,
  shelfLife: null,
};

export const FOOD_INFORMATION: FoodInformation = {
  ingredients: FOOD_COLUMNS.ingredients,
  nutrition: {
    energyKj: FOOD_COLUMNS.energyKj,
    energyKcal: FOOD_COLUMNS.energyKcal,
    fatDg: FOOD_COLUMNS.fatDg,
    saturatesDg: FOOD_COLUMNS.saturatesDg,
    carbohydrateDg: FOOD_COLUMNS.carbohydrateDg,
    sugarsDg: FOOD_COLUMNS.sugarsDg,
    proteinDg: FOOD_COLUMNS.proteinDg,
    saltDg: FOOD_COLUMNS.saltDg,
  },
  storageConditions: FOOD_COLUMNS.storageConditions,
  onceOpenedAdvice: FOOD_COLUMNS.onceOpenedAdvice,
  beefOrigin: FOOD_COLUMNS.beefOrigin,
  placeOfManufacture: FOOD_COLUMNS.placeOfManufacture,
  meatContent: FOOD_COLUMNS.meatContent,
  shelfLife: null,
};

/** The same as the shop's product list carries it (the ingredients are the product's own field). */
export const SHOP_FOOD: ShopFood = {
  nutrition: FOOD_INFORMATION.nutrition,
  storageConditions: FOOD_INFORMATION.storageConditions,
  onceOpenedAdvice: FOOD_INFORMATION.onceOpenedAdvice,
  beefOrigin: FOOD_INFORMATION.beefOrigin,
  placeOfManufacture: FOOD_INFORMATION.placeOfManufacture,
  meatContent: FOOD_INFORMATION.meatContent,
  shelfLife: null,
};
