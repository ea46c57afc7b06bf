import './mantine-styles';
import { Button, Group, Modal, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { MOISTURE_OPTIONS } from '../../../shared/constants';
import { formatGBP } from '../../../shared/money';
import { addExtraSchema, MAX_EXTRA_QUANTITY } from '../../../shared/schemas/subscription-extras';
import { trpc } from '../../lib/trpc';
import { useExtraActions } from './use-subscription-actions';

type ExtraValues = { id: string; productId: string; weight: string; moisture: string; quantity: number | string };

const resolver = zod4Resolver(addExtraSchema, { errorPriority: 'first' });
const MOISTURE_CHOICES = MOISTURE_OPTIONS.map((option) => ({ value: option.value, label: option.label }));

/** 'Add to next box': one shop item (product, size, moisture, quantity) for the next renewal only, at the shop price then. */
export function AddExtraDialog({
  subscriptionId,
  opened,
  onClose,
}: {
  subscriptionId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const shop = trpc.shop.listProducts.useQuery(undefined, { enabled: opened });
  const { add } = useExtraActions(subscriptionId);
  const form = useForm<ExtraValues>({
    initialValues: { id: subscriptionId, productId: '', weight: '', moisture: 'wet', quantity: 1 },
    validate: resolver,
  });
  const products = shop.data ?? [];
  const product = products.find((p) => p.id === form.values.productId);
  const sizes = (product?.variants ?? [])
    .filter((v) => v.grossPence !== null)
    .map((v) => ({
      value: v.weight,
      label: `${v.weight} · ${formatGBP(v.grossPence ?? 0)}${v.stock > 0 ? '' : ' (sold out)'}`,
    }));

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    add.mutate(addExtraSchema.parse(values), { onSuccess: close });
  });

  return (
    <Modal opened={opened} onClose={close} title="Add to next box">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">Added for your next box only, charged at the shop price on the day it is ordered.</Text>
          <NativeSelect
            label="Product"
            required
            data={[
              { value: '', label: shop.isPending ? 'Loading products…' : 'Select a product' },
              ...products.map((p) => ({ value: p.id, label: p.name })),
            ]}
            {...form.getInputProps('productId')}
            onChange={(event) => {
              const chosen = products.find((p) => p.id === event.currentTarget.value);
              form.setFieldValue('productId', event.currentTarget.value);
              const first = chosen?.variants.find((v) => v.grossPence !== null && v.stock > 0) ?? chosen?.variants[0];
              form.setFieldValue('weight', first?.weight ?? '');
            }}
          />
          <NativeSelect
            label="Size"
            required
            data={[{ value: '', label: 'Select a size' }, ...sizes]}
            disabled={!product}
            {...form.getInputProps('weight')}
          />
          <NativeSelect label="Moisture" data={MOISTURE_CHOICES} {...form.getInputProps('moisture')} />
          <NumberInput
            label="Quantity"
            min={1}
            max={MAX_EXTRA_QUANTITY}
            allowDecimal={false}
            {...form.getInputProps('quantity')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
