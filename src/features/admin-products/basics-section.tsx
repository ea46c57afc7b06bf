import './mantine-styles';
import { Group, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';
import { FormSection } from './form-section';
import { MissingFoodNotice } from './missing-food-notice';
import type { ProductFormValues } from './product-form-values';

type Form = UseFormReturnType<ProductFormValues>;

/** Name, description and where the product is offered. */
export function BasicsSection({ form }: { form: Form }) {
  const missingId = useId();
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
      <Stack gap="xs">
        <Group gap="xl">
          <Switch
            label="Show in shop"
            aria-describedby={missingId}
            key={form.key('showInShop')}
            {...form.getInputProps('showInShop', { type: 'checkbox' })}
          />
          <Switch
            label="Show in subscriptions"
            key={form.key('showInSubscriptions')}
            {...form.getInputProps('showInSubscriptions', { type: 'checkbox' })}
          />
        </Group>
        <MissingFoodNotice form={form} id={missingId} />
      </Stack>
    </FormSection>
  );
}
