import './mantine-styles';
import { AppShell, NavLink, Tooltip } from '@mantine/core';
import { IconCrown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { NavLinkLink } from './nav-link-link';
import classes from './sidebar.module.css';
import { useSidebar } from './sidebar-context';
import type { SidebarItem } from './sidebar-nav-items';

/** Icon-only mode keeps each label as a tooltip and an accessible name. */
function WithTooltip({ label, collapsed, children }: { label: string; collapsed: boolean; children: ReactNode }) {
  if (!collapsed) return children;
  return (
    <Tooltip label={label} position="right" withArrow>
      {children}
    </Tooltip>
  );
}

/** The AppShell navbar's content: brand, the role's items, then Profile and Logout. */
export function SidebarNav({ title, items }: { title: string; items: SidebarItem[] }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const { open, isMobile, setOpenMobile } = useSidebar();
  // The mobile navbar always shows labels; the desktop one can shrink to icons.
  const collapsed = !isMobile && !open;
  const closeMobile = () => setOpenMobile(false);
  const logout = async () => {
    closeMobile();
    // Leave the protected page first, so its guard does not bounce to /auth mid sign-out.
    await navigate({ to: '/' });
    await signOut();
  };
  const label = (text: string) => (collapsed ? undefined : text);
  const link = (
    text: string,
    to: SidebarItem['to'] | '/account/profile',
    icon: ReactNode,
    active: boolean,
    Badge?: SidebarItem['badge'],
  ) => (
    <WithTooltip key={to} label={text} collapsed={collapsed}>
      <NavLinkLink
        to={to}
        label={label(text)}
        aria-label={collapsed ? text : undefined}
        leftSection={icon}
        rightSection={Badge && !collapsed ? <Badge /> : undefined}
        active={active}
        aria-current={active ? 'page' : undefined}
        // The router would mark parent paths current too (/account on /account/orders); each item's own isActive rule decides instead.
        activeOptions={{ exact: true }}
        className={classes.link}
        onClick={closeMobile}
      />
    </WithTooltip>
  );

  return (
    <>
      <AppShell.Section className={classes.brand}>
        <IconCrown size={24} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
        {collapsed ? null : <span>{title}</span>}
      </AppShell.Section>
      <AppShell.Section grow className={classes.nav}>
        {items.map(({ label: text, to, icon: Icon, isActive, badge }) =>
          link(text, to, <Icon size={20} stroke={1.6} aria-hidden />, isActive(pathname), badge),
        )}
      </AppShell.Section>
      <AppShell.Section className={classes.footer}>
        {link(
          'Profile',
          '/account/profile',
          <IconUserCircle size={20} stroke={1.6} aria-hidden />,
          pathname === '/account/profile',
        )}
        <WithTooltip label="Logout" collapsed={collapsed}>
          <NavLink
            component="button"
            type="button"
            label={label('Logout')}
            aria-label={collapsed ? 'Logout' : undefined}
            leftSection={<IconLogout size={20} stroke={1.6} aria-hidden />}
            className={classes.link}
            onClick={logout}
          />
        </WithTooltip>
      </AppShell.Section>
    </>
  );
}
