import './mantine-styles';
import { Group, Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormSection } from './form-section';
import type { ProductFormValues } from './product-form-values';

type Form = UseFormReturnType<ProductFormValues>;

/** Name, description and where the product is offered. */
export function BasicsSection({ form }: { form: Form }) {
  return (
    <FormSection title="Basics">
      <TextInput label="Product name" required key={form.key('name')} {...form.getInputProps('name')} />
      <TextInput
        label="Page address"
        description="The product's page is /shop/ followed by this: lowercase letters, digits and hyphens. Left empty, it is made from the name; a changed address sends the old one on."
        leftSection={
          <Text size="sm" c="dimmed">
            /shop/
          </Text>
        }
        leftSectionWidth={56}
        key={form.key('slug')}
        {...form.getInputProps('slug')}
      />
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
