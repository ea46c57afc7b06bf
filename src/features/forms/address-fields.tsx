import './mantine-styles';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

export type AddressValues = { address1: string; address2: string; city: string; postcode: string };

type AddressFieldsProps<Values> = {
  form: UseFormReturnType<Values>;
  /** Where the values live in the form: '' (top level) or 'delivery.', say. */
  prefix?: string;
  /** Adds 'Full name' first (a delivery or shipping address names its recipient). */
  withFullName?: boolean;
  /** Account details: every address field may stay empty, so none is marked required. */
  optional?: boolean;
  /** Browser autofill section ('shipping' at checkout, so a saved shipping address fills it). */
  autoCompleteSection?: 'shipping';
  /** How a field's error shows (checkout marks some invalid without repeating its toast). */
  errorOf?: (error: ReactNode, field: keyof AddressValues | 'fullName') => ReactNode | boolean;
};

/**
 * The address inputs of every form that asks for one: checkout, subscribing, editing a
 * subscription, signing up and the account's details.
 */
export function AddressFields<Values>({
  form,
  prefix = '',
  withFullName = false,
  optional = false,
  autoCompleteSection,
  errorOf = (error) => error,
}: AddressFieldsProps<Values>) {
  const key = (name: keyof AddressValues | 'fullName') => form.key(`${prefix}${name}`);
  const field = (name: keyof AddressValues | 'fullName', autoComplete: string) => {
    const props = form.getInputProps(`${prefix}${name}`);
    return {
      ...props,
      error: errorOf(props.error, name),
      autoComplete: autoCompleteSection ? `${autoCompleteSection} ${autoComplete}` : autoComplete,
      required: !optional && name !== 'address2',
    };
  };
  return (
    <Stack gap="sm">
      {withFullName ? <TextInput label="Full name" key={key('fullName')} {...field('fullName', 'name')} /> : null}
      <TextInput label="Address line 1" key={key('address1')} {...field('address1', 'address-line1')} />
      <TextInput
        label={optional ? 'Address line 2' : 'Address line 2 (optional)'}
        key={key('address2')}
        {...field('address2', 'address-line2')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="City" key={key('city')} {...field('city', 'address-level2')} />
        <TextInput label="Postcode" key={key('postcode')} {...field('postcode', 'postal-code')} />
      </SimpleGrid>
    </Stack>
  );
}
