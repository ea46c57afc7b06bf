import './mantine-styles';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { CHECKOUT_MESSAGES } from './checkout-failure';

export type ShippingValues = { fullName: string; address1: string; address2: string; city: string; postcode: string };

/**
 * The shared schema words every missing field 'Please fill in all shipping information'; that sentence
 * is shown once (toast), so such a field is only marked invalid. Other messages show under the field.
 */
function fieldError(error: ReactNode): ReactNode | boolean {
  if (!error) return undefined;
  return error === CHECKOUT_MESSAGES.shipping ? true : error;
}

export function ShippingFields({ form }: { form: UseFormReturnType<ShippingValues> }) {
  const field = (name: keyof ShippingValues) => {
    const props = form.getInputProps(name);
    return { ...props, error: fieldError(props.error) };
  };
  return (
    <Stack gap="sm">
      <TextInput label="Full name" autoComplete="shipping name" required key={form.key('fullName')} {...field('fullName')} />
      <TextInput
        label="Address line 1"
        autoComplete="shipping address-line1"
        required
        key={form.key('address1')}
        {...field('address1')}
      />
      <TextInput
        label="Address line 2 (optional)"
        autoComplete="shipping address-line2"
        key={form.key('address2')}
        {...field('address2')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="City" autoComplete="shipping address-level2" required key={form.key('city')} {...field('city')} />
        <TextInput
          label="Postcode"
          autoComplete="shipping postal-code"
          required
          key={form.key('postcode')}
          {...field('postcode')}
        />
      </SimpleGrid>
    </Stack>
  );
}
