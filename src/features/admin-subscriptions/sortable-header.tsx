import './mantine-styles';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { SortColumn, TableSort } from './table-state';

/** A column header that asks the server to sort by it; aria-sort tells screen readers the order. */
export function SortableHeader({
  column,
  label,
  sort,
  onSort,
  align,
}: {
  column: SortColumn;
  label: string;
  sort: TableSort;
  onSort: (column: SortColumn) => void;
  align?: 'right';
}) {
  const active = sort.sortBy === column;
  const direction = active ? sort.sortDirection : undefined;
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconSelector;
  return (
    <Table.Th ta={align} aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : undefined}>
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
