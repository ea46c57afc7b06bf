import { Button, Group, Text } from '@mantine/core';
import type { ReactTable, RowData } from '@tanstack/react-table';
import type { dataTableFeatures } from './data-table-columns';

/** '{n} of {m} row(s) selected.' (All Subscriptions), the page, and Previous/Next. */
export function DataTableFooter<Row extends RowData>({
  table,
  total,
}: {
  table: ReactTable<typeof dataTableFeatures, Row>;
  total: number;
}) {
  const { pageIndex } = table.state.pagination;
  const pageCount = Math.max(1, table.getPageCount());
  const selected = table.getSelectedRowIds().length;
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {selected} of {total} row(s) selected.
      </Text>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Page {pageIndex + 1} of {pageCount} · {total} {total === 1 ? 'result' : 'results'}
        </Text>
        <Button variant="default" size="xs" disabled={!table.getCanPreviousPage()} onClick={() => table.previousPage()}>
          Previous
        </Button>
        <Button variant="default" size="xs" disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>
          Next
        </Button>
      </Group>
    </Group>
  );
}
