import './mantine-styles';
import { Fieldset, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { VAT_OPTIONS, WEIGHTS, type Weight } from '../../../shared/constants';
import { formatGBP } from '../../../shared/money';
import { FormSection } from './form-section';
import { EXEMPT, grossPenceOf, type ProductFormValues } from './product-form-values';

type Form = UseFormReturnType<ProductFormValues>;

const VAT_DATA = VAT_OPTIONS.map((option) => ({ value: option.bps === null ? EXEMPT : String(option.bps), label: option.label }));
const vatLabel = (choice: string) => VAT_DATA.find((option) => option.value === choice)?.label ?? '';

const TIER_FIELDS = [
  { field: 'tier1PriceNet', label: 'Tier 1 net price (£)' },
  { field: 'tier2PriceNet', label: 'Tier 2 net price (£)' },
  { field: 'tier3PriceNet', label: 'Tier 3 net price (£)' },
] as const;

/** No clamping: a negative or fractional entry stays visible with the schema's message rather than being changed. */
const moneyInput = { step: 0.01, min: 0, clampBehavior: 'none', hideControls: true } as const;

/** Follows the size's net price and the VAT rate as they are typed (re-rendering only itself). */
function GrossPrice({ form, weight }: { form: Form; weight: Weight }) {
  const vatRate = form.useWatchValue('vatRate');
  const net = form.useWatchValue(`variants.${weight}.priceNet`);
  const gross = grossPenceOf(net, vatRate);
  return (
    <TextInput
      label="Retail price incl. VAT"
      description={vatRate === EXEMPT ? 'VAT exempt' : `at ${vatLabel(vatRate)} VAT`}
      readOnly
      variant="filled"
      value={gross === null ? '—' : formatGBP(gross)}
    />
  );
}

/**
 * Per size, side by side: retail net price, the VAT-inclusive price shoppers pay (computed with
 * the shop's own rule, integer pence), the three trade tiers' net prices, and stock. An empty
 * price means "not sold at this size".
 */
export function PricesSection({ form }: { form: Form }) {
  return (
    <FormSection
      title="Prices and stock per size"
      description="Net prices exclude VAT; trade tiers are always net. Leave a price empty when the size is not sold."
    >
      <Select
        label="VAT rate"
        data={VAT_DATA}
        allowDeselect={false}
        maw={200}
        key={form.key('vatRate')}
        {...form.getInputProps('vatRate')}
      />
      {WEIGHTS.map((weight) => (
        <Fieldset key={weight} legend={weight} variant="filled" p="sm">
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" verticalSpacing="xs">
            <NumberInput
              label="Retail net price (£)"
              {...moneyInput}
              key={form.key(`variants.${weight}.priceNet`)}
              {...form.getInputProps(`variants.${weight}.priceNet`)}
            />
            <GrossPrice form={form} weight={weight} />
            {TIER_FIELDS.map(({ field, label }) => (
              <NumberInput
                key={form.key(`variants.${weight}.${field}`)}
                label={label}
                {...moneyInput}
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
    </FormSection>
  );
}
