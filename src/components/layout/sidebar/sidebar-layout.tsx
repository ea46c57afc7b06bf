import './mantine-styles';
import { ActionIcon, Group, Kbd, Text, Tooltip } from '@mantine/core';
import { IconLayoutSidebar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { LayoutKind } from '../choose-layout';
import { Sidebar } from './sidebar';
import classes from './sidebar.module.css';
import { SidebarProvider, useSidebar } from './sidebar-context';
import { ADMIN_SIDEBAR_ITEMS, WHOLESALE_SIDEBAR_ITEMS } from './sidebar-nav-items';

function SidebarTrigger() {
  const { toggleSidebar } = useSidebar();
  return (
    <Tooltip
      label={
        <Group gap={4}>
          <Text size="xs">Toggle sidebar</Text>
          <Kbd size="xs">Ctrl/⌘ B</Kbd>
        </Group>
      }
    >
      <ActionIcon variant="subtle" size="lg" aria-label="Toggle sidebar" onClick={toggleSidebar}>
        <IconLayoutSidebar size={20} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** The admin and wholesale shells: sidebar, a slim top bar with the toggle, and the page. */
export default function SidebarLayout({ kind, children }: { kind: Exclude<LayoutKind, 'public'>; children: ReactNode }) {
  const admin = kind === 'sidebar-admin';
  const title = admin ? 'Admin Panel' : 'Wholesale Portal';
  return (
    <SidebarProvider>
      <div className={classes.shell}>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Sidebar title={title} items={admin ? ADMIN_SIDEBAR_ITEMS : WHOLESALE_SIDEBAR_ITEMS} />
        <div className={classes.inset}>
          <header className={classes.topbar}>
            <SidebarTrigger />
            <Text fw={600} ff="heading" c="oxblood.9">
              Royal Biltong
            </Text>
          </header>
          <main id="main" tabIndex={-1} className={classes.content}>
            {children}
          </main>
        </div>
      </div>
    </SidebarProvider>
  );
}
