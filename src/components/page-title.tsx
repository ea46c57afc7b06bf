import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The one h1 of a page, with an optional line beneath it. */
export function PageTitle({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Stack gap={6} mb="xl">
      <Title order={1}>{title}</Title>
      {children ? (
        <Text c="dimmed" size="lg">
          {children}
        </Text>
      ) : null}
    </Stack>
  );
}
