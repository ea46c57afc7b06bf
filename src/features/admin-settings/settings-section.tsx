import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One domain's settings on the 'Shop settings' page (a card with its title and a line saying what it governs). */
export function SettingsSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`} order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {intro}
      </Text>
      <Stack gap="sm" maw={420}>
        {children}
      </Stack>
    </Paper>
  );
}
