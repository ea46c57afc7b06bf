import './mantine-styles';
import { Checkbox, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MOISTURE_OPTIONS } from '../../../shared/constants';
import { UK_ALLERGENS } from '../../../shared/schemas/product';
import { FormSection } from './form-section';
import { NutritionFields } from './nutrition-fields';
import type { ProductFormValues } from './product-form-values';

type Form = UseFormReturnType<ProductFormValues>;

const MOISTURE_HINT = MOISTURE_OPTIONS.map((option) => `${option.label} (${option.description})`).join(', ');

/**
 * What the shop's product page and UK labelling need: ingredients, the 14 allergens, the nutrition
 * declaration, storage, origin, meat content and where it is made; and the moisture choice.
 */
export function FoodSection({ form }: { form: Form }) {
  return (
    <FormSection
      title="Food information"
      description="Shown on the product page before purchase. Everything but the advice once opened and the shelf life is needed before the product can be shown in the shop (beef origin and meat content only when it is made with beef)."
    >
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
      <NutritionFields form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Storage conditions"
          placeholder="Store in a cool, dry place out of direct sunlight."
          key={form.key('storageConditions')}
          {...form.getInputProps('storageConditions')}
        />
        <TextInput
          label="Advice once opened (optional)"
          placeholder="Once opened, keep refrigerated and eat within 3 days."
          key={form.key('onceOpenedAdvice')}
          {...form.getInputProps('onceOpenedAdvice')}
        />
        <TextInput
          label="Beef origin (country)"
          placeholder="United Kingdom"
          key={form.key('beefOrigin')}
          {...form.getInputProps('beefOrigin')}
        />
        <TextInput
          label="Place of manufacture"
          placeholder="York, United Kingdom"
          key={form.key('placeOfManufacture')}
          {...form.getInputProps('placeOfManufacture')}
        />
        <TextInput
          label="Meat content"
          placeholder="Made with 160 g of British beef per 100 g of biltong"
          key={form.key('meatContent')}
          {...form.getInputProps('meatContent')}
        />
        <TextInput
          label="Shelf life (optional)"
          placeholder="Best before: see the back of the bag (about 3 months unopened)."
          key={form.key('shelfLife')}
          {...form.getInputProps('shelfLife')}
        />
      </SimpleGrid>
      <Switch
        label="Moisture options"
        description={`Shoppers choose ${MOISTURE_HINT}.`}
        key={form.key('supportsMoistureOptions')}
        {...form.getInputProps('supportsMoistureOptions', { type: 'checkbox' })}
      />
    </FormSection>
  );
}
