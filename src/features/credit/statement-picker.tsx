import './mantine-styles';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { formatGBP } from '../../../shared/money';
import { statementPdfPath } from '../../../shared/statement';

export type StatementMonth = { month: string; label: string; openingPence: number; closingPence: number };

/**
 * A month picker over the months that have a statement (newest first) and the chosen month's PDF.
 * The server streams the PDF as an attachment, so a plain link downloads it.
 */
export function StatementPicker({
  userId,
  months,
  initialMonth,
}: {
  userId: string;
  months: StatementMonth[];
  initialMonth?: string;
}) {
  const [chosen, setChosen] = useState(() => months.find((m) => m.month === initialMonth)?.month ?? months[0]?.month ?? null);
  const current = months.find((m) => m.month === chosen);
  if (months.length === 0 || !current) {
    return (
      <Text c="dimmed" size="sm">
        No statements yet. A statement is ready when a month with account activity ends.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Statement month"
          data={months.map((m) => ({ value: m.month, label: m.label }))}
          value={current.month}
          onChange={(value) => value && setChosen(value)}
          allowDeselect={false}
          w={220}
        />
        <Button
          component="a"
          href={statementPdfPath(userId, current.month)}
          download={`statement-${current.month}.pdf`}
          leftSection={<IconDownload size={16} aria-hidden />}
          variant="light"
        >
          Download {current.label} statement
        </Button>
      </Group>
      <Text size="sm">
        Opening balance {formatGBP(current.openingPence)} · Closing balance {formatGBP(current.closingPence)}
      </Text>
    </Stack>
  );
}
