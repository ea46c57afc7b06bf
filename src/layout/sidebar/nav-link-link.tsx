import './mantine-styles';
import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

// Kept beside the sidebar (not in components/links) so NavLink's code loads only with the sidebar chunk.
function NavAnchor(props: NavLinkProps & Omit<ComponentPropsWithRef<'a'>, keyof NavLinkProps>) {
  return <NavLink {...props} />;
}
const RouterNavLink = createLink(NavAnchor);
export const NavLinkLink: LinkComponent<typeof NavAnchor> = (props) => <RouterNavLink preload="intent" {...props} />;
