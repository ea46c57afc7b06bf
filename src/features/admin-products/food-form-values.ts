import type { FoodInformation } from '../../../shared/food-information';
import { type NumberField, toFormNumber as num } from '../admin-shared/form-number';

/** The food information fields of the product page as typed (nutrition per 100 g: kJ, kcal, then grams). */
export type FoodValues = {
  energyKj: NumberField;
  energyKcal: NumberField;
  fatG: NumberField;
  saturatesG: NumberField;
  carbohydrateG: NumberField;
  sugarsG: NumberField;
  proteinG: NumberField;
  saltG: NumberField;
  storageConditions: string;
  onceOpenedAdvice: string;
  beefOrigin: string;
  placeOfManufacture: string;
  meatContent: string;
  shelfLife: string;
};

export const NUTRITION_FIELDS = [
  'energyKj',
  'energyKcal',
  'fatG',
  'saturatesG',
  'carbohydrateG',
  'sugarsG',
  'proteinG',
  'saltG',
] as const satisfies readonly (keyof FoodValues)[];

export const EMPTY_FOOD_VALUES: FoodValues = {
  energyKj: '',
  energyKcal: '',
  fatG: '',
  saturatesG: '',
  carbohydrateG: '',
  sugarsG: '',
  proteinG: '',
  saltG: '',
  storageConditions: '',
  onceOpenedAdvice: '',
  beefOrigin: '',
  placeOfManufacture: '',
  meatContent: '',
  shelfLife: '',
};

const whole = (value: number | null): NumberField => value ?? '';
// Tenths of a gram -> the grams the admin typed (one decimal: 42 / 10 is exactly 4.2 as typed).
const grams = (dg: number | null): NumberField => (dg === null ? '' : dg / 10);

export function foodToValues(food: FoodInformation): FoodValues {
  const n = food.nutrition;
  return {
    energyKj: whole(n.energyKj),
    energyKcal: whole(n.energyKcal),
    fatG: grams(n.fatDg),
    saturatesG: grams(n.saturatesDg),
    carbohydrateG: grams(n.carbohydrateDg),
    sugarsG: grams(n.sugarsDg),
    proteinG: grams(n.proteinDg),
    saltG: grams(n.saltDg),
    storageConditions: food.storageConditions ?? '',
    onceOpenedAdvice: food.onceOpenedAdvice ?? '',
    beefOrigin: food.beefOrigin ?? '',
    placeOfManufacture: food.placeOfManufacture ?? '',
    meatContent: food.meatContent ?? '',
    shelfLife: food.shelfLife ?? '',
  };
}

/** Only the food fields, numbers converted as the shared schema expects them (see toFormNumber); text as typed. */
export function foodValuesToInput(values: FoodValues) {
  return {
    energyKj: num(values.energyKj),
    energyKcal: num(values.energyKcal),
    fatG: num(values.fatG),
    saturatesG: num(values.saturatesG),
    carbohydrateG: num(values.carbohydrateG),
    sugarsG: num(values.sugarsG),
    proteinG: num(values.proteinG),
    saltG: num(values.saltG),
    storageConditions: values.storageConditions,
    onceOpenedAdvice: values.onceOpenedAdvice,
    beefOrigin: values.beefOrigin,
    placeOfManufacture: values.placeOfManufacture,
    meatContent: values.meatContent,
    shelfLife: values.shelfLife,
  };
}
