import './mantine-styles';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { addDays } from '../../../shared/dates';
import { shopToday } from '../../../shared/promotions';
import { createStandingOrderSchema } from '../../../shared/schemas/standing-order';
import { frequencyLabel, STANDING_FREQUENCIES, type StandingFrequency } from '../../../shared/standing-orders';
import type { TradeOrderLine } from '../../../shared/trade-order';
import { PoNumberInput } from '../trade-order/po-number-input';

export type Schedule = {
  frequency: StandingFrequency;
  nextRunDate: string;
  endDate: string | null;
  poNumber: string | null;
};

type Values = { frequency: StandingFrequency; nextRunDate: string; endDate: string; poNumber: string };

const resolver = zod4Resolver(createStandingOrderSchema, { errorPriority: 'first' });
const FREQUENCY_OPTIONS = STANDING_FREQUENCIES.map((f) => ({ value: f, label: frequencyLabel(f) }));

/**
 * How often, from when, until when and with which PO number a standing order runs; checked with the
 * server's own schema (the lines come from the caller), so the form and the server say the same.
 */
export function ScheduleForm(props: {
  lines: TradeOrderLine[];
  initial?: Partial<Schedule>;
  poNumberRequired: boolean;
  submitLabel: string;
  saving: boolean;
  onSubmit: (schedule: Schedule) => void;
}) {
  const { initial } = props;
  const form = useForm<Values>({
    initialValues: {
      frequency: initial?.frequency ?? 'weekly',
      nextRunDate: initial?.nextRunDate ?? addDays(shopToday(), 1),
      endDate: initial?.endDate ?? '',
      poNumber: initial?.poNumber ?? '',
    },
    validate: (values) => resolver({ ...values, endDate: values.endDate || null, lines: props.lines }),
  });
  const submit = form.onSubmit((values) =>
    props.onSubmit({
      frequency: values.frequency,
      nextRunDate: values.nextRunDate,
      endDate: values.endDate || null,
      poNumber: values.poNumber.trim() || null,
    }),
  );
  const po = form.getInputProps('poNumber');
  return (
    <form onSubmit={submit} noValidate aria-label="Standing order schedule">
      <Stack gap="md">
        <Select label="How often" data={FREQUENCY_OPTIONS} allowDeselect={false} required {...form.getInputProps('frequency')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="date" label="Next order" required {...form.getInputProps('nextRunDate')} />
          <TextInput
            type="date"
            label="End date"
            description="Optional: no order after this day."
            {...form.getInputProps('endDate')}
          />
        </SimpleGrid>
        <PoNumberInput
          value={form.values.poNumber}
          onChange={(value) => form.setFieldValue('poNumber', value)}
          required={props.poNumberRequired}
          error={(po.error as string | undefined) ?? null}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={props.saving}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
