import './mantine-styles';
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, type AccountStatus, type AccountType } from '../../../shared/constants';

export type AccountFilters = { search: string; accountType: AccountType | null; status: AccountStatus | null };

const ALL = 'all';
const TYPE_OPTIONS = [{ value: ALL, label: 'All Types' }, ...ACCOUNT_TYPES.map((type) => ({ value: type, label: type }))];
const STATUS_OPTIONS = [{ value: ALL, label: 'All Statuses' }, ...ACCOUNT_STATUSES.map((s) => ({ value: s, label: s }))];

const isType = (value: string | null): value is AccountType => ACCOUNT_TYPES.some((type) => type === value);
const isStatus = (value: string | null): value is AccountStatus => ACCOUNT_STATUSES.some((status) => status === value);

type AccountsFiltersProps = { value: AccountFilters; onChange: (next: AccountFilters) => void };

/** Spec filters: account name (business or full name), type and status; the server applies them. */
export function AccountsFilters({ value, onChange }: AccountsFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        aria-label="Filter by account name"
        placeholder="Filter by account name..."
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
        w={{ base: '100%', sm: 280 }}
      />
      <Select
        aria-label="Account type"
        data={TYPE_OPTIONS}
        value={value.accountType ?? ALL}
        onChange={(next) => onChange({ ...value, accountType: isType(next) ? next : null })}
        allowDeselect={false}
        w={160}
      />
      <Select
        aria-label="Account status"
        data={STATUS_OPTIONS}
        value={value.status ?? ALL}
        onChange={(next) => onChange({ ...value, status: isStatus(next) ? next : null })}
        allowDeselect={false}
        w={160}
      />
    </Group>
  );
}
