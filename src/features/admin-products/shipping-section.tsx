import './mantine-styles';
import { NumberInput, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormSection } from './form-section';
import type { ProductFormValues } from './product-form-values';

type Form = UseFormReturnType<ProductFormValues>;

const DIMENSIONS = [
  { path: 'packageLengthCm', label: 'Package length (cm)', step: 0.01 },
  { path: 'packageWidthCm', label: 'Package width (cm)', step: 0.01 },
  { path: 'packageHeightCm', label: 'Package height (cm)', step: 0.01 },
  { path: 'weightKg', label: 'Weight (kg)', step: 0.001 },
] as const;

/** The package dimensions and weight (one set per product, as the product entity has them). */
export function ShippingSection({ form }: { form: Form }) {
  return (
    <FormSection title="Shipping dimensions" description="The packed product, for couriers' size and weight bands.">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
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
    </FormSection>
  );
}
