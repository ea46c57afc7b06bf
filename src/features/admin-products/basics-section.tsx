import './mantine-styles';
import { Group, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormSection } from './form-section';
import type { ProductFormValues } from './product-form-values';

type Form = UseFormReturnType<ProductFormValues>;

/** Name, description and where the product is offered. */
export function BasicsSection({ form }: { form: Form }) {
  return (
    <FormSection title="Basics">
      <TextInput label="Product name" required key={form.key('name')} {...form.getInputProps('name')} />
      <Textarea
        label="Description"
        rows={4}
        resize="vertical"
        key={form.key('description')}
        {...form.getInputProps('description')}
      />
      <Group gap="xl">
        <Switch label="Show in shop" key={form.key('showInShop')} {...form.getInputProps('showInShop', { type: 'checkbox' })} />
        <Switch
          label="Show in subscriptions"
          key={form.key('showInSubscriptions')}
          {...form.getInputProps('showInSubscriptions', { type: 'checkbox' })}
        />
      </Group>
    </FormSection>
  );
}
