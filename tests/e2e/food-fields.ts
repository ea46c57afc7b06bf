import type { Locator } from 'playwright-core';
import { FOOD_FORM } from '../support/food-information';

/** Types a complete set of food information into the product page's 'Food information' section, as an admin does. */
export async function fillFoodInformation(food: Locator): Promise<void> {
  const numbers: [string, number][] = [
    ['Energy (kJ)', FOOD_FORM.energyKj],
    ['Energy (kcal)', FOOD_FORM.energyKcal],
    ['Fat (g)', FOOD_FORM.fatG],
    ['of which saturates (g)', FOOD_FORM.saturatesG],
    ['Carbohydrate (g)', FOOD_FORM.carbohydrateG],
    ['of which sugars (g)', FOOD_FORM.sugarsG],
    ['Protein (g)', FOOD_FORM.proteinG],
    ['Salt (g)', FOOD_FORM.saltG],
  ];
  for (const [name, value] of numbers) await food.getByRole('textbox', { name, exact: true }).fill(String(value));
  await food.getByLabel('Storage conditions').fill(FOOD_FORM.storageConditions);
  await food.getByLabel('Beef origin (country)').fill(FOOD_FORM.beefOrigin);
  await food.getByLabel('Place of manufacture').fill(FOOD_FORM.placeOfManufacture);
  await food.getByLabel('Meat content').fill(FOOD_FORM.meatContent);
}
