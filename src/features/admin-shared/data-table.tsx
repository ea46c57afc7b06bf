import './mantine-styles';
import { Button, Group, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';

export type Column<T> = {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => string | number | null;
  align?: 'left' | 'right' | 'center';
};

export type Paging = { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };

type Sort = { key: string; direction: 'ascending' | 'descending' };

type DataTableProps<T> = {
  /** Accessible name of the table. */
  label: string;
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  /** Shown in one full-width row when there are no rows. */
  empty?: ReactNode;
  paging?: Paging;
  minWidth?: number;
};

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en-GB');
}

function SortIcon({ direction }: { direction?: Sort['direction'] }) {
  const Icon = direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconSelector;
  return <Icon size={14} aria-hidden />;
}

/**
 * The one table of the admin lists (style guide 15): sortable headers, loading rows, an empty state
 * and Previous/Next paging. Sorting orders the rows on screen; with server paging that is the
 * current page, since the server decides which rows a page holds.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  empty = 'No results.',
  paging,
  minWidth = 700,
}: DataTableProps<T>) {
  const [sort, setSort] = useState<Sort | null>(null);
  const sorted = useMemo(() => {
    const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
    if (!rows || !sort || !column?.sortValue) return rows ?? [];
    const value = column.sortValue;
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => factor * compare(value(a), value(b)));
  }, [rows, columns, sort]);

  const toggle = (key: string) =>
    setSort((current) =>
      current?.key === key && current.direction === 'ascending'
        ? { key, direction: 'descending' }
        : { key, direction: 'ascending' },
    );
  const pageCount = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : 1;
  const showEmpty = !loading && sorted.length === 0;

  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={loading ? true : undefined}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const direction = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <Table.Th key={column.key} ta={column.align} aria-sort={column.sortValue ? (direction ?? 'none') : undefined}>
                    {column.sortValue ? (
                      <UnstyledButton onClick={() => toggle(column.key)} fw={700} fz="sm">
                        <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : undefined}>
                          {column.header}
                          <SortIcon direction={direction} />
                        </Group>
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading && sorted.length === 0
              ? Array.from({ length: 3 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
                  <Table.Tr key={index} data-testid="data-table-loading">
                    {columns.map((column) => (
                      <Table.Td key={column.key}>
                        <Skeleton height={14} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : null}
            {showEmpty ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length} ta="center" py="xl" c="dimmed">
                  {empty}
                </Table.Td>
              </Table.Tr>
            ) : null}
            {sorted.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.align}>
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paging ? (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            Page {paging.page} of {pageCount} · {paging.total} {paging.total === 1 ? 'result' : 'results'}
          </Text>
          <Group gap="xs">
            <Button variant="default" size="xs" disabled={paging.page <= 1} onClick={() => paging.onPageChange(paging.page - 1)}>
              Previous
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={paging.page >= pageCount}
              onClick={() => paging.onPageChange(paging.page + 1)}
            >
              Next
            </Button>
          </Group>
        </Group>
      ) : null}
    </>
  );
}
