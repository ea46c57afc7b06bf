import './mantine-styles';
import { Fieldset, NumberInput, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { WEIGHTS } from '../../../shared/constants';
import type { ProductFormValues } from './product-form-values';

type Form = UseFormReturnType<ProductFormValues>;

const PRICE_FIELDS = [
  { field: 'priceNet', label: 'Retail net price (£)' },
  { field: 'tier1PriceNet', label: 'Tier 1 net price (£)' },
  { field: 'tier2PriceNet', label: 'Tier 2 net price (£)' },
  { field: 'tier3PriceNet', label: 'Tier 3 net price (£)' },
] as const;

/**
 * Prices (ex VAT, pounds) and stock for each weight. An empty price means "not sold at this
 * weight". No clamping: a negative or fractional entry stays visible with the schema's message
 * rather than being silently changed.
 */
export function VariantFields({ form }: { form: Form }) {
  return (
    <>
      {WEIGHTS.map((weight) => (
        <Fieldset key={weight} legend={weight} variant="filled" p="sm">
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing="xs">
            {PRICE_FIELDS.map(({ field, label }) => (
              <NumberInput
                key={form.key(`variants.${weight}.${field}`)}
                label={label}
                step={0.01}
                min={0}
                clampBehavior="none"
                hideControls
                {...form.getInputProps(`variants.${weight}.${field}`)}
              />
            ))}
            <NumberInput
              key={form.key(`variants.${weight}.stock`)}
              label="Stock"
              step={1}
              min={0}
              clampBehavior="none"
              hideControls
              {...form.getInputProps(`variants.${weight}.stock`)}
            />
          </SimpleGrid>
        </Fieldset>
      ))}
    </>
  );
}
