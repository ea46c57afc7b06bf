import './mantine-styles';
import { Drawer, NavLink, Tooltip } from '@mantine/core';
import { IconCrown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { NavLinkLink } from './nav-link-link';
import classes from './sidebar.module.css';
import { useSidebar } from './sidebar-context';
import type { SidebarItem } from './sidebar-nav-items';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from './sidebar-state';

type SidebarProps = { title: string; items: SidebarItem[] };

/** Icon-only mode keeps each label as a tooltip and an accessible name. */
function WithTooltip({ label, collapsed, children }: { label: string; collapsed: boolean; children: ReactNode }) {
  if (!collapsed) return children;
  return (
    <Tooltip label={label} position="right" withArrow>
      {children}
    </Tooltip>
  );
}

function SidebarPanel({ title, items, collapsed, inDrawer = false }: SidebarProps & { collapsed: boolean; inDrawer?: boolean }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const { setOpenMobile } = useSidebar();
  const closeMobile = () => setOpenMobile(false);
  const logout = async () => {
    closeMobile();
    // Leave the protected page first, so its guard does not bounce to /auth mid sign-out.
    await navigate({ to: '/' });
    await signOut();
  };
  const label = (text: string) => (collapsed ? undefined : text);

  return (
    <div className={classes.panel}>
      {/* In the mobile drawer its header already shows the title. */}
      {inDrawer ? null : (
        <div className={classes.brand}>
          <IconCrown size={24} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
          {collapsed ? null : <span>{title}</span>}
        </div>
      )}
      <nav aria-label={title} className={classes.nav}>
        {items.map(({ label: text, to, icon: Icon, isActive }) => (
          <WithTooltip key={to} label={text} collapsed={collapsed}>
            <NavLinkLink
              to={to}
              label={label(text)}
              aria-label={collapsed ? text : undefined}
              leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
              active={isActive(pathname)}
              aria-current={isActive(pathname) ? 'page' : undefined}
              // The router would mark parent paths current too (/account on /account/orders); the spec's rules decide instead.
              activeOptions={{ exact: true }}
              className={classes.link}
              onClick={closeMobile}
            />
          </WithTooltip>
        ))}
      </nav>
      <div className={classes.footer}>
        <WithTooltip label="Profile" collapsed={collapsed}>
          <NavLinkLink
            to="/account/profile"
            label={label('Profile')}
            aria-label={collapsed ? 'Profile' : undefined}
            leftSection={<IconUserCircle size={20} stroke={1.6} aria-hidden />}
            active={pathname === '/account/profile'}
            activeOptions={{ exact: true }}
            className={classes.link}
            onClick={closeMobile}
          />
        </WithTooltip>
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
      </div>
    </div>
  );
}

/** Desktop: a fixed column, 16rem or 3rem icon-only. Mobile: an 18rem off-canvas drawer. */
export function Sidebar(props: SidebarProps) {
  const { open, openMobile, setOpenMobile, isMobile } = useSidebar();
  if (isMobile) {
    return (
      <Drawer
        opened={openMobile}
        onClose={() => setOpenMobile(false)}
        size={SIDEBAR_WIDTH_MOBILE}
        position="left"
        title={props.title}
        classNames={{
          content: classes.drawerContent,
          header: classes.drawerHeader,
          body: classes.drawerBody,
          close: classes.drawerClose,
        }}
        closeButtonProps={{ 'aria-label': 'Close sidebar' }}
      >
        <SidebarPanel {...props} collapsed={false} inDrawer />
      </Drawer>
    );
  }
  return (
    <aside
      className={classes.sidebar}
      data-state={open ? 'expanded' : 'collapsed'}
      style={{ '--sidebar-width': open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON } as React.CSSProperties}
    >
      <SidebarPanel {...props} collapsed={!open} />
    </aside>
  );
}
