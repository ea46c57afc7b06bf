import './mantine-styles';
import { Checkbox, SimpleGrid, Switch, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MOISTURE_OPTIONS } from '../../../shared/constants';
import { UK_ALLERGENS } from '../../../shared/schemas/product';
import { FormSection } from './form-section';
import type { ProductFormValues } from './product-form-values';

type Form = UseFormReturnType<ProductFormValues>;

const MOISTURE_HINT = MOISTURE_OPTIONS.map((option) => `${option.label} (${option.description})`).join(', ');

/** What the shop's product page and UK labelling need: ingredients, the 14 allergens, moisture choice. */
export function FoodSection({ form }: { form: Form }) {
  return (
    <FormSection title="Food information">
      <Textarea
        label="Ingredients"
        rows={3}
        resize="vertical"
        key={form.key('ingredients')}
        {...form.getInputProps('ingredients')}
      />
      <Checkbox.Group
        label="Allergens"
        description="The 14 allergens UK law requires to be declared."
        key={form.key('allergens')}
        {...form.getInputProps('allergens')}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
          {UK_ALLERGENS.map((allergen) => (
            <Checkbox key={allergen} value={allergen} label={allergen} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Switch
        label="Moisture options"
        description={`Shoppers choose ${MOISTURE_HINT}.`}
        key={form.key('supportsMoistureOptions')}
        {...form.getInputProps('supportsMoistureOptions', { type: 'checkbox' })}
      />
    </FormSection>
  );
}
