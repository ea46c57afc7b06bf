import './mantine-styles';
import { Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { foodOfForm, missingFoodInformation, missingFoodMessage } from '../../../shared/food-information';
import { type FoodValues, foodValuesToInput } from './food-form-values';
import type { ProductFormValues } from './product-form-values';

type Form = UseFormReturnType<ProductFormValues>;

/**
 * Beside 'Show in shop': the mandatory food information still missing, in the words the server refuses a
 * shown product with (one shared rule), updated as the admin types. Re-renders only itself.
 */
export function MissingFoodNotice({ form, id }: { form: Form; id: string }) {
  const watch = form.useWatchValue;
  const name = watch('name');
  const showInShop = watch('showInShop');
  const ingredients = watch('ingredients');
  const food: FoodValues = {
    energyKj: watch('energyKj'),
    energyKcal: watch('energyKcal'),
    fatG: watch('fatG'),
    saturatesG: watch('saturatesG'),
    carbohydrateG: watch('carbohydrateG'),
    sugarsG: watch('sugarsG'),
    proteinG: watch('proteinG'),
    saltG: watch('saltG'),
    storageConditions: watch('storageConditions'),
    onceOpenedAdvice: watch('onceOpenedAdvice'),
    beefOrigin: watch('beefOrigin'),
    placeOfManufacture: watch('placeOfManufacture'),
    meatContent: watch('meatContent'),
    shelfLife: watch('shelfLife'),
  };
  const missing = missingFoodInformation(foodOfForm({ ingredients, ...foodValuesToInput(food) }));
  // Always there (empty when complete): the switch refers to it, and a live region must exist before it speaks.
  return (
    <Text id={id} size="sm" c={showInShop ? 'red.9' : 'dimmed'} role="status" data-testid="missing-food-information">
      {missing.length === 0 ? null : missingFoodMessage(name, missing)}
      {missing.length === 0 || showInShop ? null : ' Until then it can be saved hidden from the shop.'}
    </Text>
  );
}
