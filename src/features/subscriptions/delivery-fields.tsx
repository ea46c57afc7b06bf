import './mantine-styles';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/**
 * Delivery address inputs for the subscribe form (`delivery.*`, with the full name) and the edit
 * dialog (top-level address fields); `prefix` names where the values live in the form.
 */
export function DeliveryFields<Values>({
  form,
  prefix = '',
  withFullName = false,
}: {
  form: UseFormReturnType<Values>;
  prefix?: string;
  withFullName?: boolean;
}) {
  const path = (name: string) => `${prefix}${name}`;
  return (
    <Stack gap="sm">
      {withFullName ? (
        <TextInput
          label="Full name"
          autoComplete="name"
          required
          key={form.key(path('fullName'))}
          {...form.getInputProps(path('fullName'))}
        />
      ) : null}
      <TextInput
        label="Address line 1"
        autoComplete="address-line1"
        required
        key={form.key(path('address1'))}
        {...form.getInputProps(path('address1'))}
      />
      <TextInput
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        key={form.key(path('address2'))}
        {...form.getInputProps(path('address2'))}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="City"
          autoComplete="address-level2"
          required
          key={form.key(path('city'))}
          {...form.getInputProps(path('city'))}
        />
        <TextInput
          label="Postcode"
          autoComplete="postal-code"
          required
          key={form.key(path('postcode'))}
          {...form.getInputProps(path('postcode'))}
        />
      </SimpleGrid>
    </Stack>
  );
}
