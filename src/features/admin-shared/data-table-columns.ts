import {
  type ColumnDef,
  columnVisibilityFeature,
  createColumnHelper,
  type RowData,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';

/** Per column: alignment, and whether the 'Columns' menu may hide it (actions never hide). */
export type DataColumnMeta = { align?: 'left' | 'right' | 'center'; alwaysVisible?: boolean };

/**
 * The TanStack Table features every admin table uses. Sorting and paging are done by the server
 * (manual modes), so no client row models are registered: the browser cannot sort one page alone.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  columnMeta: {} as DataColumnMeta,
});

// biome-ignore lint/suspicious/noExplicitAny: a column list mixes value types, as TanStack's own ColumnDef[] does.
export type DataColumn<Row extends RowData> = ColumnDef<typeof dataTableFeatures, Row, any>;

/**
 * Columns for one row type. An accessor column whose id is in the table's `sortable` list gets a
 * sort button; every other column is display-only.
 */
export const dataColumns = <Row extends RowData>() => createColumnHelper<typeof dataTableFeatures, Row>();
