import './mantine-styles';
import { Alert, Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import type { z } from 'zod';
import type { Frequency, Weight } from '../../../shared/constants';
import { documentDate } from '../../../shared/dates';
import { editSubscriptionSchema, exactVarietiesMessage } from '../../../shared/schemas/subscription';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { AddressFields } from '../forms/address-fields';
import { planPriceLabel } from './plan-price';
import { FAT_DATA, FREQUENCY_DATA, MOISTURE_DATA, varietiesFor, varietyData, WEIGHT_DATA } from './subscription-options';
import type { OwnSubscription } from './use-subscription-actions';

type BagValues = { variety: string; moisture: string; fat: string };
type EditValues = {
  id: string;
  weight: string;
  frequency: string;
  bags: BagValues[];
  address1: string;
  address2: string;
  city: string;
  postcode: string;
};

type EditSubscriptionOutput = z.output<typeof editSubscriptionSchema>;

const resolver = zod4Resolver(editSubscriptionSchema, { errorPriority: 'first' });

const REQUIRED_ADDRESS = ['address1', 'city', 'postcode'] as const;
const REQUIRED_ADDRESS_MESSAGE = 'Please fill in all required address fields.';

/** 'Edit subscription': exactly one variety per bag and the required address fields. */
function validate(values: EditValues, bagCount: number) {
  const errors = resolver(values);
  // A bag without a variety is reported once for the group.
  for (const key of Object.keys(errors)) if (key.startsWith('bags')) delete errors[key];
  if (values.bags.filter((bag) => bag.variety).length !== bagCount) errors.bags = exactVarietiesMessage(bagCount);
  // A missing required field is reported once under the address group, and each empty one is
  // outlined; any other address message (a short address, a postcode) shows under its field.
  if (REQUIRED_ADDRESS.some((field) => errors[field] === REQUIRED_ADDRESS_MESSAGE)) {
    errors.address = REQUIRED_ADDRESS_MESSAGE;
    for (const field of REQUIRED_ADDRESS) if (errors[field] === REQUIRED_ADDRESS_MESSAGE) errors[field] = true;
  }
  return errors;
}

/** What the form edits: a subscription from the account, or the one an email link opened. */
export type EditableSubscription = Pick<
  OwnSubscription,
  | 'id'
  | 'weight'
  | 'frequency'
  | 'bags'
  | 'bagCount'
  | 'nextDeliveryAt'
  | 'deliveryAddress1'
  | 'deliveryAddress2'
  | 'deliveryCity'
  | 'deliveryPostcode'
>;

/** Opened from the cancel dialog's 'Change flavours instead': the saved edit says so. */
export type FromCancelOffer = Required<Pick<EditSubscriptionOutput, 'cancelOffer' | 'reasonCode'>>;

export function EditSubscriptionForm({
  subscription,
  onDone,
  save,
  fromOffer,
}: {
  subscription: EditableSubscription;
  onDone: () => void;
  /** Where the edit goes; by default the signed-in subscriber's own subscription. */
  save?: (input: EditSubscriptionOutput) => Promise<unknown>;
  fromOffer?: FromCancelOffer;
}) {
  const utils = trpc.useUtils();
  const offered = trpc.subscription.varieties.useQuery();
  const update = trpc.subscription.update.useMutation();
  const [saving, setSaving] = useState(false);
  const form = useForm<EditValues>({
    initialValues: {
      id: subscription.id,
      weight: subscription.weight,
      frequency: subscription.frequency,
      // Every bag keeps its own variety, moisture and fat unless the customer changes that bag.
      bags: subscription.bags.map(({ variety, moisture, fat }) => ({ variety, moisture, fat })),
      address1: subscription.deliveryAddress1,
      address2: subscription.deliveryAddress2 ?? '',
      city: subscription.deliveryCity,
      postcode: subscription.deliveryPostcode,
    },
    validate: (values) => validate(values, subscription.bagCount),
  });

  const submit = form.onSubmit(async (values) => {
    const input = { ...editSubscriptionSchema.parse(values), ...fromOffer };
    setSaving(true);
    try {
      if (save) await save(input);
      else {
        await update.mutateAsync(input);
        await utils.subscription.listMine.invalidate();
      }
    } catch (error) {
      notify.error(errorMessage(error));
      return;
    } finally {
      setSaving(false);
    }
    notify.success('Subscription updated successfully!');
    onDone();
  });

  // Only varieties sold in the chosen size are offered; a bag's own variety stays visible so the
  // customer sees what they had (the server refuses it only if that bag or the size changes).
  const sellable = varietiesFor(offered.data ?? [], form.values.weight);
  const varietyOptions = (own: string) => varietyData([...new Set([...sellable, ...(own ? [own] : [])])]);
  const varietiesError = form.errors.bags;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="brass" variant="light">
          Changes apply from your next delivery on {documentDate(subscription.nextDeliveryAt)}.
        </Alert>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect label="Size per bag" data={WEIGHT_DATA} {...form.getInputProps('weight')} />
          <NativeSelect label="Delivery frequency" data={FREQUENCY_DATA} {...form.getInputProps('frequency')} />
        </SimpleGrid>
        <Text size="sm">
          Price from your next delivery:{' '}
          <Text span fw={700}>
            {planPriceLabel(form.values.weight as Weight, subscription.bagCount, form.values.frequency as Frequency)}
          </Text>
        </Text>
        <Fieldset legend="Bags" variant="filled" radius="md" aria-describedby={varietiesError ? 'varieties-error' : undefined}>
          <Stack gap="sm">
            {subscription.bags.map((bag, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one group per bag position.
              <SimpleGrid key={index} cols={{ base: 1, xs: 3 }} spacing="sm">
                <NativeSelect
                  label={`Bag ${index + 1} variety`}
                  data={varietyOptions(bag.variety)}
                  {...form.getInputProps(`bags.${index}.variety`)}
                  error={undefined}
                />
                <NativeSelect
                  label={`Bag ${index + 1} moisture`}
                  data={MOISTURE_DATA}
                  {...form.getInputProps(`bags.${index}.moisture`)}
                />
                <NativeSelect label={`Bag ${index + 1} fat`} data={FAT_DATA} {...form.getInputProps(`bags.${index}.fat`)} />
              </SimpleGrid>
            ))}
            {varietiesError ? (
              <Text id="varieties-error" size="sm" c="var(--mantine-color-error)" role="alert">
                {varietiesError}
              </Text>
            ) : null}
          </Stack>
        </Fieldset>
        <Fieldset legend="Delivery address" variant="filled" radius="md">
          <AddressFields form={form} />
          {form.errors.address ? (
            <Text size="sm" c="var(--mantine-color-error)" role="alert" mt="sm">
              {form.errors.address}
            </Text>
          ) : null}
        </Fieldset>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
