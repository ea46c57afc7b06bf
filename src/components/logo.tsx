import { Group, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { AnchorLink } from './links';

/** The wordmark; always links home. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const colour = tone === 'dark' ? 'oxblood.8' : 'brass.2';
  return (
    <AnchorLink to="/" underline="never" aria-label="Royal Biltong home" c={colour}>
      <Group gap={6} wrap="nowrap">
        <IconCrown size={28} stroke={1.6} aria-hidden />
        <Text component="span" ff="heading" fw={700} fz={22} lh={1} c={colour}>
          Royal Biltong
        </Text>
      </Group>
    </AnchorLink>
  );
}
