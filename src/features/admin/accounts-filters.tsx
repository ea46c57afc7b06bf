import './mantine-styles';
import { Select } from '@mantine/core';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, type AccountStatus, type AccountType } from '../../../shared/constants';
import type { accountsTable } from '../../../shared/schemas/account';
import { ACCOUNT_STATUS_LABELS } from '../../../shared/status-labels';
import { SearchFilter } from '../admin-shared/search-filter';
import type { UrlFilters } from '../admin-shared/table-search';

type AccountFilters = UrlFilters<typeof accountsTable>;

const ALL = 'all';
const TYPE_OPTIONS = [{ value: ALL, label: 'All Types' }, ...ACCOUNT_TYPES.map((type) => ({ value: type, label: type }))];
const STATUS_OPTIONS = [
  { value: ALL, label: 'All Statuses' },
  ...ACCOUNT_STATUSES.map((s) => ({ value: s, label: ACCOUNT_STATUS_LABELS[s] })),
];

const isType = (value: string | null): value is AccountType => ACCOUNT_TYPES.some((type) => type === value);
const isStatus = (value: string | null): value is AccountStatus => ACCOUNT_STATUSES.some((status) => status === value);

type AccountsFiltersProps = { value: AccountFilters; onChange: (patch: Partial<AccountFilters>) => void };

/** Filters: account name (business or full name), type and status; the server applies them. */
export function AccountsFilters({ value, onChange }: AccountsFiltersProps) {
  return (
    <>
      <SearchFilter
        ariaLabel="Filter by account name"
        placeholder="Filter by account name..."
        value={value.search}
        onChange={(search) => onChange({ search })}
      />
      <Select
        aria-label="Account type"
        data={TYPE_OPTIONS}
        value={value.accountType ?? ALL}
        onChange={(next) => onChange({ accountType: isType(next) ? next : undefined })}
        allowDeselect={false}
        w={160}
      />
      <Select
        aria-label="Account status"
        data={STATUS_OPTIONS}
        value={value.status ?? ALL}
        onChange={(next) => onChange({ status: isStatus(next) ? next : undefined })}
        allowDeselect={false}
        w={160}
      />
    </>
  );
}
