import './mantine-styles';
import { Select } from '@mantine/core';
import { FREQUENCIES, type Frequency, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../../shared/constants';
import type { subscriptionsTable } from '../../../shared/schemas/admin-subscriptions';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../shared/status-labels';
import { SearchFilter } from '../admin-shared/search-filter';
import type { UrlFilters } from '../admin-shared/table-search';

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All Statuses' },
  ...SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: SUBSCRIPTION_STATUS_LABELS[status] })),
];
const FREQUENCY_OPTIONS = [
  { value: ALL, label: 'All Frequencies' },
  ...FREQUENCIES.map((frequency) => ({ value: frequency, label: frequency })),
];

const isStatus = (value: string | null): value is SubscriptionStatus => SUBSCRIPTION_STATUSES.some((s) => s === value);
const isFrequency = (value: string | null): value is Frequency => FREQUENCIES.some((f) => f === value);

type Filters = UrlFilters<typeof subscriptionsTable>;
type FiltersProps = { value: Filters; onChange: (patch: Partial<Filters>) => void };

/** Search by subscriber name, status and frequency filters (applied by the server, kept in the URL). */
export function SubscriptionsFilters({ value, onChange }: FiltersProps) {
  return (
    <>
      <SearchFilter
        ariaLabel="Search by subscriber name"
        placeholder="Search by subscriber name..."
        value={value.search}
        onChange={(search) => onChange({ search })}
      />
      <Select
        aria-label="Status"
        data={STATUS_OPTIONS}
        value={value.status ?? ALL}
        onChange={(next) => onChange({ status: isStatus(next) ? next : undefined })}
        allowDeselect={false}
        w={160}
      />
      <Select
        aria-label="Frequency"
        data={FREQUENCY_OPTIONS}
        value={value.frequency ?? ALL}
        onChange={(next) => onChange({ frequency: isFrequency(next) ? next : undefined })}
        allowDeselect={false}
        w={170}
      />
    </>
  );
}
