import './mantine-styles';
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import type { DiscountType } from '../../../shared/constants';
import { promotionFormSchema } from '../../../shared/schemas/promotion';
import { errorCode, errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { DIALOG_TITLE_STYLES } from '../admin-shared/dialog-styles';
import {
  emptyPromotionValues,
  type Promotion,
  type PromotionFormValues,
  promotionToValues,
  promotionValuesToInput,
} from './promotion-form-values';

const resolve = zod4Resolver(promotionFormSchema, { errorPriority: 'first' });
const TYPES = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'fixed', label: 'Fixed Amount' },
];

type PromotionDialogProps = { opened: boolean; promotion: Promotion | null; onClose: () => void };

/** 'Create New Promotion' / 'Edit Promotion'. The parent remounts it per opening. */
export function PromotionDialog({ opened, promotion, onClose }: PromotionDialogProps) {
  const utils = trpc.useUtils();
  const form = useForm<PromotionFormValues>({
    initialValues: promotion ? promotionToValues(promotion) : emptyPromotionValues(),
    validate: (values) => resolve(promotionValuesToInput(values)),
  });
  const onError = (title: string) => (error: unknown) => {
    // A taken code is the code field's problem: say so there as well as in the toast.
    if (errorCode(error) === 'CONFLICT') form.setFieldError('code', errorMessage(error));
    notify.error(errorMessage(error), title);
  };
  const done = async (message: string) => {
    notify.success(message);
    await utils.promotion.list.invalidate();
    onClose();
  };
  const create = trpc.promotion.create.useMutation({
    onSuccess: () => done('Promotion created successfully!'),
    onError: onError('Error creating promotion'),
  });
  const update = trpc.promotion.update.useMutation({
    onSuccess: () => done('Promotion updated successfully!'),
    onError: onError('Error updating promotion'),
  });
  const pending = create.isPending || update.isPending;
  const submit = form.onSubmit((values) => {
    const input = promotionValuesToInput(values);
    if (promotion) update.mutate({ id: promotion.id, ...input });
    else create.mutate(input);
  });
  const percentage = form.getValues().discountType === 'percentage';
  // Escape while the 'Valid Until' calendar is open closes the calendar alone (the input handles it); the dialog
  // takes Escape again once the calendar is shut, so a first Escape never throws away what was typed.
  const [calendarOpen, setCalendarOpen] = useState(false);

  return (
    <Modal
      opened={opened}
      onClose={pending ? () => {} : onClose}
      closeOnEscape={!calendarOpen}
      title={promotion ? 'Edit Promotion' : 'Create New Promotion'}
      styles={DIALOG_TITLE_STYLES}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Discount Code"
            required
            autoComplete="off"
            {...form.getInputProps('code')}
            // Codes are upper-case: shown as they will be stored.
            onChange={(event) => form.setFieldValue('code', event.currentTarget.value.toUpperCase())}
          />
          <Textarea label="Description" rows={3} resize="vertical" {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label="Discount Type"
              data={TYPES}
              allowDeselect={false}
              {...form.getInputProps('discountType')}
              onChange={(value) => form.setFieldValue('discountType', (value ?? 'percentage') as DiscountType)}
            />
            <NumberInput
              label={percentage ? 'Discount Value (%)' : 'Discount Value (£)'}
              required
              step={0.01}
              min={0}
              max={percentage ? 100 : undefined}
              clampBehavior="none"
              hideControls
              {...form.getInputProps('discountValue')}
            />
            <NumberInput
              label="Minimum Order Amount (£)"
              step={0.01}
              min={0}
              clampBehavior="none"
              hideControls
              placeholder="0.00"
              {...form.getInputProps('minOrderAmount')}
            />
            <NumberInput
              label="Maximum Uses"
              placeholder="Unlimited"
              step={1}
              min={1}
              clampBehavior="none"
              hideControls
              {...form.getInputProps('maxUses')}
            />
          </SimpleGrid>
          {/* Mantine 9's DateInput works in 'YYYY-MM-DD' strings, the stored type: no Date or time-zone conversion. */}
          <DateInput
            label="Valid Until"
            description="The last day the code works (UK time). Empty for no end date."
            placeholder="No end date"
            valueFormat="D MMM YYYY"
            clearable
            value={form.values.validUntil || null}
            onChange={(value) => form.setFieldValue('validUntil', value ?? '')}
            error={form.errors.validUntil}
            popoverProps={{ onOpen: () => setCalendarOpen(true), onClose: () => setCalendarOpen(false) }}
          />
          <Group gap="xl">
            <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
            <Switch label="Once per customer" {...form.getInputProps('oncePerCustomer', { type: 'checkbox' })} />
            <Switch label="First orders only" {...form.getInputProps('firstOrderOnly', { type: 'checkbox' })} />
          </Group>
          <Group justify="flex-end" pt="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {promotion ? 'Update Promotion' : 'Create Promotion'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
