import './mantine-styles';
import { Card, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

type ChartCardProps = {
  title: string;
  description?: string;
  /** The figures behind the chart, read by screen readers in place of the drawing. */
  rows: readonly (readonly [string, string])[];
  columns: readonly [string, string];
  children: ReactNode;
};

/** A chart with its heading, and its data as a table for those who cannot see the drawing. */
export function ChartCard({ title, description, rows, columns, children }: ChartCardProps) {
  return (
    <Card component="figure" m={0} padding="lg" aria-label={title}>
      <Stack gap={4} mb="md">
        <Title order={3} size="h4">
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      <div aria-hidden>{children}</div>
      <VisuallyHidden>
        {/* Raw Table, not DataTable: the chart's figures for screen readers, hidden from sight. */}
        <Table>
          <caption>{title}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{columns[0]}</Table.Th>
              <Table.Th>{columns[1]}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Td>{label}</Table.Td>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Card>
  );
}
