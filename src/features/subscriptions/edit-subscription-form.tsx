import './mantine-styles';
import { Alert, Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { Frequency, Weight } from '../../../shared/constants';
import { editSubscriptionSchema, exactVarietiesMessage } from '../../../shared/schemas/subscription';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { DeliveryFields } from './delivery-fields';
import { formatDeliveryDate } from './format-date';
import { planPriceLabel } from './plan-price';
import { FREQUENCY_DATA, MOISTURE_DATA, varietyData, WEIGHT_DATA } from './subscription-options';
import type { OwnSubscription } from './use-subscription-actions';

type EditValues = {
  id: string;
  weight: string;
  frequency: string;
  moisture: string;
  varieties: string[];
  address1: string;
  address2: string;
  city: string;
  postcode: string;
};

const resolver = zod4Resolver(editSubscriptionSchema, { errorPriority: 'first' });

const REQUIRED_ADDRESS = ['address1', 'city', 'postcode'] as const;

/** Spec 'Edit subscription': exactly one variety per bag and the required address fields. */
function validate(values: EditValues, bagCount: number) {
  const chosen = values.varieties.filter(Boolean);
  const errors = resolver({ ...values, varieties: chosen });
  if (chosen.length !== bagCount) errors.varieties = exactVarietiesMessage(bagCount);
  // The shared schema reports the address as a whole; the message goes under the address group
  // and each empty required field is outlined, so the customer sees which one is missing.
  if (errors.address1) {
    errors.address = errors.address1;
    delete errors.address1;
    for (const field of REQUIRED_ADDRESS) if (!values[field].trim()) errors[field] = true;
  }
  return errors;
}

export function EditSubscriptionForm({ subscription, onDone }: { subscription: OwnSubscription; onDone: () => void }) {
  const utils = trpc.useUtils();
  const offered = trpc.subscription.varieties.useQuery();
  const update = trpc.subscription.update.useMutation();
  const form = useForm<EditValues>({
    initialValues: {
      id: subscription.id,
      weight: subscription.weight,
      frequency: subscription.frequency,
      moisture: subscription.moistureLevel,
      varieties: subscription.bags.map((bag) => bag.variety),
      address1: subscription.deliveryAddress1,
      address2: subscription.deliveryAddress2 ?? '',
      city: subscription.deliveryCity,
      postcode: subscription.deliveryPostcode,
    },
    validate: (values) => validate(values, subscription.bagCount),
  });

  const submit = form.onSubmit(async (values) => {
    const input = editSubscriptionSchema.parse({ ...values, varieties: values.varieties.filter(Boolean) });
    try {
      await update.mutateAsync(input);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
      return;
    }
    await utils.subscription.listMine.invalidate();
    notify.success('Subscription updated successfully!');
    onDone();
  });

  // Varieties no longer offered stay visible so the customer sees what they had.
  const varietyOptions = varietyData([...new Set([...(offered.data ?? []), ...subscription.bags.map((b) => b.variety)])]);
  const varietiesError = form.errors.varieties;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="brass" variant="light">
          Changes apply from your next delivery on {formatDeliveryDate(subscription.nextDeliveryAt)}.
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
        <NativeSelect label="Moisture" data={MOISTURE_DATA} {...form.getInputProps('moisture')} />
        <Fieldset
          legend="Varieties"
          variant="filled"
          radius="md"
          aria-describedby={varietiesError ? 'varieties-error' : undefined}
        >
          <Stack gap="sm">
            {subscription.bags.map((_, index) => (
              <NativeSelect
                // biome-ignore lint/suspicious/noArrayIndexKey: one select per bag position.
                key={index}
                label={`Bag ${index + 1} variety`}
                data={varietyOptions}
                {...form.getInputProps(`varieties.${index}`)}
                error={undefined}
              />
            ))}
            {varietiesError ? (
              <Text id="varieties-error" size="sm" c="var(--mantine-color-error)" role="alert">
                {varietiesError}
              </Text>
            ) : null}
          </Stack>
        </Fieldset>
        <Fieldset legend="Delivery address" variant="filled" radius="md">
          <DeliveryFields form={form} />
          {form.errors.address ? (
            <Text size="sm" c="var(--mantine-color-error)" role="alert" mt="sm">
              {form.errors.address}
            </Text>
          ) : null}
        </Fieldset>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
