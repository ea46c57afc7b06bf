import './mantine-styles';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { FREQUENCIES, type Frequency, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../../shared/constants';
import type { TableFilters } from './table-state';

const ALL = 'all';
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const STATUS_OPTIONS = [
  { value: ALL, label: 'All Statuses' },
  ...SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: capitalise(status) })),
];
const FREQUENCY_OPTIONS = [
  { value: ALL, label: 'All Frequencies' },
  ...FREQUENCIES.map((frequency) => ({ value: frequency, label: frequency })),
];

const isStatus = (value: string | null): value is SubscriptionStatus => SUBSCRIPTION_STATUSES.some((s) => s === value);
const isFrequency = (value: string | null): value is Frequency => FREQUENCIES.some((f) => f === value);

type ToolbarProps = {
  value: TableFilters;
  onChange: (next: TableFilters) => void;
  onExport: () => void;
  exporting: boolean;
};

/** Spec: search by subscriber name, status and frequency filters (applied by the server), and the CSV export. */
export function SubscriptionsToolbar({ value, onChange, onExport, exporting }: ToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          aria-label="Search by subscriber name"
          placeholder="Search by subscriber name..."
          leftSection={<IconSearch size={16} aria-hidden />}
          value={value.search}
          onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          aria-label="Status"
          data={STATUS_OPTIONS}
          value={value.status ?? ALL}
          onChange={(next) => onChange({ ...value, status: isStatus(next) ? next : null })}
          allowDeselect={false}
          w={160}
        />
        <Select
          aria-label="Frequency"
          data={FREQUENCY_OPTIONS}
          value={value.frequency ?? ALL}
          onChange={(next) => onChange({ ...value, frequency: isFrequency(next) ? next : null })}
          allowDeselect={false}
          w={170}
        />
      </Group>
      <Button variant="outline" leftSection={<IconDownload size={16} aria-hidden />} onClick={onExport} loading={exporting}>
        Export CSV
      </Button>
    </Group>
  );
}
