import './mantine-styles';
import { Button, Checkbox, Group, Menu } from '@mantine/core';
import { IconColumns3, IconDownload } from '@tabler/icons-react';
import type { ReactTable, RowData } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { csvFilename, downloadText } from '../../lib/download';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import type { dataTableFeatures } from './data-table-columns';

/** The CSV of every row the filters match (all pages), made by the server. */
export type CsvExport = { filenamePrefix: string; fetch: () => Promise<string>; disabled?: boolean };

type ToolbarProps<Row extends RowData> = {
  table: ReactTable<typeof dataTableFeatures, Row>;
  filters?: ReactNode;
  csv?: CsvExport;
};

function ExportButton({ csv }: { csv: CsvExport }) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadText(csvFilename(csv.filenamePrefix), await csv.fetch());
    } catch (error) {
      notify.error(errorMessage(error), 'Export failed');
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={exportCsv}
      loading={exporting}
      disabled={csv.disabled}
    >
      Export CSV
    </Button>
  );
}

/**
 * Filters on the left; the 'Columns' chooser and 'Export CSV' on the right. The filters' group may be
 * narrower than its widest row, so on a phone a filter that asks for the full width gets the screen's.
 */
export function DataTableToolbar<Row extends RowData>({ table, filters, csv }: ToolbarProps<Row>) {
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide() && !column.columnDef.meta?.alwaysVisible);
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="md">
      <Group gap="sm" align="flex-end" wrap="wrap" miw={0}>
        {filters}
      </Group>
      <Group gap="xs">
        <Menu position="bottom-end" closeOnItemClick={false} withinPortal>
          <Menu.Target>
            <Button variant="default" leftSection={<IconColumns3 size={16} aria-hidden />}>
              Columns
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {hideable.map((column) => {
              const header = column.columnDef.header;
              const name = typeof header === 'string' ? header : column.id;
              return (
                <Menu.Item key={column.id} onClick={() => column.toggleVisibility()}>
                  <Checkbox label={name} checked={column.getIsVisible()} readOnly tabIndex={-1} aria-hidden />
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
        {csv ? <ExportButton csv={csv} /> : null}
      </Group>
    </Group>
  );
}
