import './mantine-styles';
import { Fieldset, NumberInput, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { NUTRITION_FIELDS } from './food-form-values';
import type { ProductFormValues } from './product-form-values';

type Form = UseFormReturnType<ProductFormValues>;

/** The declaration's rows in the order and with the names the law gives them; grams take one decimal. */
const ROWS: ReadonlyArray<{ path: (typeof NUTRITION_FIELDS)[number]; label: string; step: number }> = [
  { path: 'energyKj', label: 'Energy (kJ)', step: 1 },
  { path: 'energyKcal', label: 'Energy (kcal)', step: 1 },
  { path: 'fatG', label: 'Fat (g)', step: 0.1 },
  { path: 'saturatesG', label: 'of which saturates (g)', step: 0.1 },
  { path: 'carbohydrateG', label: 'Carbohydrate (g)', step: 0.1 },
  { path: 'sugarsG', label: 'of which sugars (g)', step: 0.1 },
  { path: 'proteinG', label: 'Protein (g)', step: 0.1 },
  { path: 'saltG', label: 'Salt (g)', step: 0.1 },
];

/** Nutrition declaration per 100 g, as printed on the bag. */
export function NutritionFields({ form }: { form: Form }) {
  return (
    <Fieldset legend="Nutrition: typical values per 100 g" variant="filled" p="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
        {ROWS.map(({ path, label, step }) => (
          <NumberInput
            key={form.key(path)}
            label={label}
            step={step}
            min={0}
            clampBehavior="none"
            hideControls
            {...form.getInputProps(path)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
