import './mantine-styles';
import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The small-screen menu; lazy like the cart drawer. */
export default function MobileNavDrawer(props: { opened: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer opened={props.opened} onClose={props.onClose} title="Menu" position="right" size="xs">
      <Stack component="nav" aria-label="Mobile navigation" gap="md">
        {props.children}
      </Stack>
    </Drawer>
  );
}
