import './mantine-styles';
import { Group, Select, TextInput } from '@mantine/core';
import { ORDER_SOURCES, ORDER_STATUSES, type OrderSource, type OrderStatus } from '../../../shared/constants';
import type { ordersTable } from '../../../shared/schemas/admin-orders';
import { ORDER_STATUS_LABELS } from '../../../shared/status-labels';
import { SearchFilter } from '../admin-shared/search-filter';
import type { UrlFilters } from '../admin-shared/table-search';
import { SOURCE_LABELS } from './order-labels';

type OrderFilterValues = UrlFilters<typeof ordersTable>;

/** The schema's rule, checked before asking: a range that ends before it starts finds nothing. */
export const datesOutOfOrder = (f: OrderFilterValues) => !!f.from && !!f.to && f.from > f.to;

const STATUS_DATA = ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));
const SOURCE_DATA = ORDER_SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] }));

type OrderFiltersProps = { value: OrderFilterValues; onChange: (patch: Partial<OrderFilterValues>) => void };

/**
 * Search, status, source and a date range; each is applied by the server and kept in the URL. Their widths
 * add up to less than the admin page's content column on a 1280 px screen, so they share one row there.
 */
export function OrderFilters({ value, onChange }: OrderFiltersProps) {
  return (
    <>
      <SearchFilter
        label="Search"
        placeholder="Customer or order number..."
        value={value.search}
        onChange={(search) => onChange({ search })}
        width={230}
      />
      <Select
        label="Status"
        placeholder="All Statuses"
        data={STATUS_DATA}
        value={value.status ?? null}
        onChange={(status) => onChange({ status: (status as OrderStatus | null) ?? undefined })}
        clearable
        w={170}
      />
      <Select
        label="Source"
        placeholder="All Sources"
        data={SOURCE_DATA}
        value={value.source ?? null}
        onChange={(source) => onChange({ source: (source as OrderSource | null) ?? undefined })}
        clearable
        w={190}
      />
      {/*
        The date range is one control: when the filters wrap, 'From' and 'To' move to the next line together;
        on a phone the pair shares the row's width.
      */}
      <Group gap="sm" align="flex-start" wrap="nowrap" grow w={{ base: '100%', sm: 'auto' }}>
        <TextInput
          label="From"
          type="date"
          value={value.from ?? ''}
          onChange={(event) => onChange({ from: event.currentTarget.value })}
          w={150}
        />
        <TextInput
          label="To"
          type="date"
          value={value.to ?? ''}
          onChange={(event) => onChange({ to: event.currentTarget.value })}
          error={datesOutOfOrder(value) ? 'The start date must be on or before the end date' : undefined}
          w={150}
        />
      </Group>
    </>
  );
}
