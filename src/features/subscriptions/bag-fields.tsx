import './mantine-styles';
import { Fieldset, Group, NativeSelect, Radio, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MOISTURE_OPTIONS } from '../../../shared/constants';
import type { SubscribeFormValues } from './subscribe-form-values';
import { FAT_DATA, varietyData } from './subscription-options';

/** 'Bag selection': variety, moisture (defaults to wet) and fat, for one bag of the plan. */
export function BagFields({
  form,
  index,
  varieties,
}: {
  form: UseFormReturnType<SubscribeFormValues>;
  index: number;
  varieties: readonly string[] | undefined;
}) {
  const path = `bags.${index}` as const;
  return (
    <Fieldset legend={`Bag ${index + 1}`} variant="filled" radius="md">
      <Stack gap="sm">
        <NativeSelect
          label="Variety"
          required
          data={varieties ? varietyData(varieties) : [{ value: '', label: 'Loading varieties…' }]}
          disabled={!varieties}
          key={form.key(`${path}.variety`)}
          {...form.getInputProps(`${path}.variety`)}
        />
        <Radio.Group label="Moisture" required key={form.key(`${path}.moisture`)} {...form.getInputProps(`${path}.moisture`)}>
          <Stack gap={6} mt={6}>
            {MOISTURE_OPTIONS.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} description={option.description} />
            ))}
          </Stack>
        </Radio.Group>
        <Radio.Group label="Fat" required key={form.key(`${path}.fat`)} {...form.getInputProps(`${path}.fat`)}>
          <Group gap="lg" mt={6}>
            {FAT_DATA.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
      </Stack>
    </Fieldset>
  );
}
