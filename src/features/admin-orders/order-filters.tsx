import './mantine-styles';
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ORDER_SOURCES, ORDER_STATUSES, type OrderSource, type OrderStatus } from '../../../shared/constants';
import { SOURCE_LABELS, STATUS_LABELS } from './order-labels';

export type OrderFilterValues = {
  status: OrderStatus | null;
  source: OrderSource | null;
  from: string;
  to: string;
  search: string;
};

export const NO_ORDER_FILTERS: OrderFilterValues = { status: null, source: null, from: '', to: '', search: '' };

/** The schema's rule, checked before asking: a range that ends before it starts finds nothing. */
export const datesOutOfOrder = (f: OrderFilterValues) => f.from !== '' && f.to !== '' && f.from > f.to;

const STATUS_DATA = ORDER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
const SOURCE_DATA = ORDER_SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] }));

type OrderFiltersProps = { value: OrderFilterValues; onChange: (next: OrderFilterValues) => void };

export function OrderFilters({ value, onChange }: OrderFiltersProps) {
  const set = (patch: Partial<OrderFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Group gap="sm" align="flex-start" mb="md">
      <TextInput
        label="Search"
        placeholder="Customer or order number..."
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.search}
        onChange={(event) => set({ search: event.currentTarget.value })}
        w={{ base: '100%', sm: 260 }}
      />
      <Select
        label="Status"
        placeholder="All Statuses"
        data={STATUS_DATA}
        value={value.status}
        onChange={(status) => set({ status: status as OrderStatus | null })}
        clearable
        w={180}
      />
      <Select
        label="Source"
        placeholder="All Sources"
        data={SOURCE_DATA}
        value={value.source}
        onChange={(source) => set({ source: source as OrderSource | null })}
        clearable
        w={200}
      />
      <TextInput
        label="From"
        type="date"
        value={value.from}
        onChange={(event) => set({ from: event.currentTarget.value })}
        w={160}
      />
      <TextInput
        label="To"
        type="date"
        value={value.to}
        onChange={(event) => set({ to: event.currentTarget.value })}
        error={datesOutOfOrder(value) ? 'The start date must be on or before the end date' : undefined}
        w={160}
      />
    </Group>
  );
}
