import './mantine-styles';
import { Checkbox, Group, Skeleton, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import {
  type ColumnVisibilityState,
  functionalUpdate,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import type { TablePage } from '../../../shared/table-query';
import classes from './data-table.module.css';
import { type DataColumn, dataTableFeatures } from './data-table-columns';
import { DataTableFooter } from './data-table-footer';
import { type CsvExport, DataTableToolbar } from './data-table-toolbar';
import type { TableSearchState } from './table-search';
import { useSidewaysOverflow } from './use-sideways-overflow';

type DataTableProps<Row extends RowData> = {
  /** Accessible name of the table. */
  label: string;
  columns: DataColumn<Row>[];
  /** Column ids the server sorts by (the table definition's `sortable`). */
  sortable: readonly string[];
  /** The server's page; undefined until the first answer. */
  page: TablePage<Row> | undefined;
  /** A request is in flight (the previous page stays on screen meanwhile). */
  fetching: boolean;
  /** Page and order, kept in the URL (useTableSearch). */
  state: TableSearchState;
  getRowId: (row: Row) => string;
  /** How a row is named to a screen reader ('Select {name}'). */
  rowName?: (row: Row) => string;
  /** Shown in one full-width row when nothing matches. */
  empty?: ReactNode;
  /** Filters, shown left of the 'Columns' menu and the export. */
  filters?: ReactNode;
  csv?: CsvExport;
};

/** No column chooser or selection for the checkbox column itself. */
const SELECT_COLUMN = 'select';

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconSelector;
  return <Icon size={14} aria-hidden />;
}

/**
 * The one table of the admin lists (style guide 15), on TanStack Table rendered with Mantine.
 * The server sorts, filters and pages (manual modes: the browser never reorders a page); page and
 * order live in the URL. Row selection (kept across pages by row id), a 'Columns' menu and the CSV
 * export of every filtered row come with it. The table takes the width its content needs; on a narrower
 * screen it scrolls sideways inside its own box, with the row's actions pinned to the right edge.
 */
export function DataTable<Row extends RowData>({
  label,
  columns,
  sortable,
  page,
  fetching,
  state,
  getRowId,
  rowName = getRowId,
  empty = 'No results.',
  filters,
  csv,
}: DataTableProps<Row>) {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>({});

  const allColumns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        id: SELECT_COLUMN,
        enableSorting: false,
        enableHiding: false,
        header: ({ table }) => (
          <Checkbox
            aria-label="Select all rows on this page"
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected()}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            aria-label={`Select ${rowName(row.original)}`}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      },
      // Only the server's sortable ids get a sort button: no column can be sorted in the browser.
      ...columns.map((column) => ({ ...column, enableSorting: column.id !== undefined && sortable.includes(column.id) })),
    ],
    [columns, sortable, rowName],
  );

  const rows = page?.rows ?? NO_ROWS;
  const sorting: SortingState = [state.sort];
  const pagination: PaginationState = { pageIndex: state.page - 1, pageSize: state.pageSize };
  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data: rows as Row[],
    getRowId,
    manualSorting: true,
    manualPagination: true,
    rowCount: page?.total ?? 0,
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
    state: { sorting, pagination, rowSelection, columnVisibility },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next) state.setSort({ id: next.id, desc: next.desc });
    },
    onPaginationChange: (updater) => state.setPage(functionalUpdate(updater, pagination).pageIndex + 1),
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: setColumnVisibility,
  });

  const visibleColumns = table.getVisibleLeafColumns();
  const visibleCount = visibleColumns.length;
  // The row's actions: a last column the 'Columns' menu cannot hide.
  const lastColumn = visibleColumns[visibleCount - 1];
  const pinnedId = lastColumn?.columnDef.meta?.alwaysVisible ? lastColumn.id : undefined;
  const pinned = (columnId: string) => (columnId === pinnedId ? classes.pinned : undefined);
  const [scrollRef, overflowing] = useSidewaysOverflow<HTMLDivElement>();
  const loadingFirstPage = fetching && !page;
  return (
    <>
      <DataTableToolbar table={table} filters={filters} csv={csv} />
      <Table.ScrollContainer ref={scrollRef} minWidth={0} className={classes.scroll} data-overflowing={overflowing || undefined}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={fetching || undefined}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const align = header.column.columnDef.meta?.align;
                  const direction = header.column.getIsSorted();
                  if (!header.column.getCanSort())
                    return (
                      <Table.Th
                        key={header.id}
                        ta={align}
                        w={header.column.id === SELECT_COLUMN ? 40 : undefined}
                        className={pinned(header.column.id)}
                      >
                        <table.FlexRender header={header} />
                      </Table.Th>
                    );
                  return (
                    <Table.Th
                      key={header.id}
                      ta={align}
                      className={pinned(header.column.id)}
                      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
                    >
                      <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={700} fz="sm">
                        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : undefined}>
                          <table.FlexRender header={header} />
                          <SortIcon direction={direction} />
                        </Group>
                      </UnstyledButton>
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {loadingFirstPage
              ? Array.from({ length: 3 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
                  <Table.Tr key={index} data-testid="data-table-loading">
                    <Table.Td colSpan={visibleCount}>
                      <Skeleton height={14} />
                    </Table.Td>
                  </Table.Tr>
                ))
              : null}
            {page && page.rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={visibleCount} ta="center" py="xl" c="dimmed">
                  {empty}
                </Table.Td>
              </Table.Tr>
            ) : null}
            {table.getRowModel().rows.map((row) => (
              <Table.Tr
                key={row.id}
                bg={row.getIsSelected() ? 'cream.2' : undefined}
                data-selected={row.getIsSelected() || undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id} ta={cell.column.columnDef.meta?.align} className={pinned(cell.column.id)}>
                    <table.FlexRender cell={cell} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <DataTableFooter table={table} total={page?.total ?? 0} />
    </>
  );
}

const NO_ROWS: readonly never[] = [];
