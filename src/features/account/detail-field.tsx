import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label over its value, as on the account cards; empty values read 'Not provided'. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} component="div">
        {empty ? 'Not provided' : children}
      </Text>
    </div>
  );
}
