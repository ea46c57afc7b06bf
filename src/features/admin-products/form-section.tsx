import './mantine-styles';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One titled section of the product page, a landmark named by its heading. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      ) : null}
      <Stack gap="md" mt="md">
        {children}
      </Stack>
    </Paper>
  );
}
