import './mantine-styles';
import { ActionIcon, AppShell, Burger, Group, Kbd, Text, Tooltip } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { IconBuildingStore, IconLayoutSidebar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/links';
import type { LayoutKind } from '../choose-layout';
import classes from './sidebar.module.css';
import { SidebarProvider, useSidebar } from './sidebar-context';
import { SidebarNav } from './sidebar-nav';
import { ADMIN_SIDEBAR_ITEMS, WHOLESALE_SIDEBAR_ITEMS } from './sidebar-nav-items';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from './sidebar-state';

const HEADER_HEIGHT = 56;

function DesktopToggle() {
  const { open, toggleSidebar } = useSidebar();
  return (
    <Tooltip
      label={
        <Group gap={4}>
          <Text size="xs">Toggle sidebar</Text>
          <Kbd size="xs">Ctrl/⌘ B</Kbd>
        </Group>
      }
    >
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label="Toggle sidebar"
        aria-expanded={open}
        onClick={toggleSidebar}
        visibleFrom="sm"
      >
        <IconLayoutSidebar size={20} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

function Shell({ title, kind, children }: { title: string; kind: Exclude<LayoutKind, 'public'>; children: ReactNode }) {
  const { open, openMobile, isMobile, setOpenMobile } = useSidebar();
  const collapsed = !isMobile && !open;
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      // Mantine's 'sm' breakpoint is 48em = 768px, the shop's mobile breakpoint: below it the navbar
      // hides behind the burger; above it, it is 16rem wide or 3rem icon-only.
      navbar={{
        width: { base: SIDEBAR_WIDTH_MOBILE, sm: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON },
        breakpoint: 'sm',
        collapsed: { mobile: !openMobile },
      }}
      padding="md"
    >
      <AppShell.Header>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={openMobile}
              onClick={() => setOpenMobile(!openMobile)}
              hiddenFrom="sm"
              size="sm"
              aria-label={openMobile ? 'Close navigation' : 'Open navigation'}
            />
            <DesktopToggle />
            <Text fw={600} ff="heading" c="oxblood.9">
              Royal Biltong
            </Text>
          </Group>
          <ButtonLink to="/" variant="subtle" leftSection={<IconBuildingStore size={18} stroke={1.6} aria-hidden />}>
            View shop
          </ButtonLink>
        </Group>
      </AppShell.Header>
      {/* AppShell.Navbar is the <nav>; its title names it. */}
      <AppShell.Navbar
        aria-label={title}
        className={classes.navbar}
        data-state={collapsed ? 'collapsed' : 'expanded'}
        data-kind={kind}
      >
        <SidebarNav title={title} items={kind === 'sidebar-admin' ? ADMIN_SIDEBAR_ITEMS : WHOLESALE_SIDEBAR_ITEMS} />
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}

/** The one shell for the admin and the trade (wholesale) portal: Mantine's AppShell with the role's sidebar. */
export default function SidebarLayout({ kind, children }: { kind: Exclude<LayoutKind, 'public'>; children: ReactNode }) {
  return (
    <SidebarProvider>
      {/* Confirmations (modals.openConfirmModal) are only asked in the back office, so the provider and
          Mantine's Modal load with this shell rather than in every shopper's entry chunk. */}
      <ModalsProvider>
        <Shell title={kind === 'sidebar-admin' ? 'Admin Panel' : 'Wholesale Portal'} kind={kind}>
          {children}
        </Shell>
      </ModalsProvider>
    </SidebarProvider>
  );
}
