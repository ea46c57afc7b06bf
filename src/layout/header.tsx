import { Box, Burger, Container, Group, Skeleton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { AnchorLink, ButtonLink } from '../components/links';
import { Logo } from '../components/logo';
import { useAuth } from '../lib/auth/auth-context';
import { CartButton } from './cart-button';
import classes from './public-layout.module.css';

const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));

const NAV_LINKS = [
  { to: '/subscriptions', label: 'Subscribe & Save' },
  { to: '/shop', label: 'Shop' },
  { to: '/wholesale', label: 'Wholesale' },
  { to: '/about', label: 'About' },
] as const;

/** The way back from the shop to the back office or the trade portal, beside 'My Account'. */
function PortalLink({ onNavigate }: { onNavigate?: () => void }) {
  const { role } = useAuth();
  if (role === 'admin') {
    return (
      <ButtonLink to="/admin" variant="subtle" onClick={onNavigate}>
        Admin
      </ButtonLink>
    );
  }
  if (role === 'wholesaler') {
    return (
      <ButtonLink to="/account" variant="subtle" onClick={onNavigate}>
        Trade portal
      </ButtonLink>
    );
  }
  return null;
}

function AccountLink({ onNavigate }: { onNavigate?: () => void }) {
  const { user, loading } = useAuth();
  if (loading) return <Skeleton height={36} width={130} radius="sm" />;
  if (user) {
    return (
      <>
        <PortalLink onNavigate={onNavigate} />
        <ButtonLink to="/account" variant="outline" onClick={onNavigate}>
          My Account
        </ButtonLink>
      </>
    );
  }
  return (
    <ButtonLink to="/auth" onClick={onNavigate}>
      Login / Sign Up
    </ButtonLink>
  );
}

export function Header() {
  const [menuOpened, menu] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const links = (onNavigate?: () => void) =>
    NAV_LINKS.map((link) => (
      <AnchorLink
        key={link.to}
        to={link.to}
        className={classes.navLink}
        activeProps={{ 'data-active': true, 'aria-current': 'page' }}
        onClick={onNavigate}
      >
        {link.label}
      </AnchorLink>
    ));

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <Group component="nav" aria-label="Main navigation" gap="lg" visibleFrom="md">
            {links()}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <CartButton />
            <Group gap="xs" wrap="nowrap" visibleFrom="md">
              <AccountLink />
            </Group>
            <Burger
              opened={menuOpened}
              onClick={() => {
                setMenuWanted(true);
                menu.toggle();
              }}
              hiddenFrom="md"
              aria-label="Open navigation menu"
            />
          </Group>
        </Group>
      </Container>
      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer opened={menuOpened} onClose={menu.close}>
            {links(menu.close)}
            <AccountLink onNavigate={menu.close} />
          </MobileNavDrawer>
        </Suspense>
      ) : null}
    </Box>
  );
}
