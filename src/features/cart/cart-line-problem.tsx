import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The server's reason a line cannot be bought now ('500g currently out of stock', ...). */
export function CartLineProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <Group gap={6} wrap="nowrap" c="red.9">
      <IconAlertTriangle size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" fw={600}>
        {problem}
      </Text>
    </Group>
  );
}
