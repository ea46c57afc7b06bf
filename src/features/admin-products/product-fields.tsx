import './mantine-styles';
import { Checkbox, Divider, NumberInput, Select, SimpleGrid, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MOISTURE_OPTIONS, VAT_OPTIONS } from '../../../shared/constants';
import { UK_ALLERGENS } from '../../../shared/schemas/product';
import { ImageField } from './image-field';
import { EXEMPT, type ProductFormValues } from './product-form-values';
import { VariantFields } from './variant-fields';

type Form = UseFormReturnType<ProductFormValues>;

const VAT_DATA = VAT_OPTIONS.map((option) => ({ value: option.bps === null ? EXEMPT : String(option.bps), label: option.label }));
const MOISTURE_HINT = MOISTURE_OPTIONS.map((option) => `${option.label} (${option.description})`).join(', ');

const DIMENSIONS = [
  { path: 'packageLengthCm', label: 'Package length (cm)', step: 0.01 },
  { path: 'packageWidthCm', label: 'Package width (cm)', step: 0.01 },
  { path: 'packageHeightCm', label: 'Package height (cm)', step: 0.01 },
  { path: 'weightKg', label: 'Weight (kg)', step: 0.001 },
] as const;

function Section({ children }: { children: string }) {
  return (
    <Title order={3} size="h5" mt="xs">
      {children}
    </Title>
  );
}

/** Every field of the spec's product entity, plus ingredients and allergens for the shop. */
export function ProductFields({ form, onUploadingChange }: { form: Form; onUploadingChange: (uploading: boolean) => void }) {
  // An uncontrolled form (fields keep their own DOM state, so typing does not re-render the whole
  // dialog): every field takes form.key(path) as its key and the props of getInputProps.
  return (
    <>
      <TextInput label="Product name" required key={form.key('name')} {...form.getInputProps('name')} />
      <Textarea
        label="Description"
        rows={3}
        resize="vertical"
        key={form.key('description')}
        {...form.getInputProps('description')}
      />
      <ImageField
        initialUrl={form.getValues().imageUrl}
        onChange={(url) => form.setFieldValue('imageUrl', url)}
        onUploadingChange={onUploadingChange}
      />
      <Select
        label="VAT rate"
        data={VAT_DATA}
        allowDeselect={false}
        key={form.key('vatRate')}
        {...form.getInputProps('vatRate')}
      />

      <Divider />
      <Section>Prices and stock per weight</Section>
      <Text size="sm" c="dimmed" mt={-8}>
        Net prices exclude VAT. Leave a price empty when the weight is not sold.
      </Text>
      <VariantFields form={form} />

      <Divider />
      <Section>Availability</Section>
      <Switch
        label="Moisture options"
        description={`Shoppers choose ${MOISTURE_HINT}.`}
        key={form.key('supportsMoistureOptions')}
        {...form.getInputProps('supportsMoistureOptions', { type: 'checkbox' })}
      />
      <Switch label="Show in shop" key={form.key('showInShop')} {...form.getInputProps('showInShop', { type: 'checkbox' })} />
      <Switch
        label="Show in subscriptions"
        key={form.key('showInSubscriptions')}
        {...form.getInputProps('showInSubscriptions', { type: 'checkbox' })}
      />

      <Divider />
      <Section>Package</Section>
      <SimpleGrid cols={2} spacing="sm">
        {DIMENSIONS.map(({ path, label, step }) => (
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

      <Divider />
      <Section>Ingredients and allergens</Section>
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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
          {UK_ALLERGENS.map((allergen) => (
            <Checkbox key={allergen} value={allergen} label={allergen} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </>
  );
}
