import './mantine-styles';
import { Menu, type MenuItemProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

function MenuItemAnchor(props: MenuItemProps & Omit<ComponentPropsWithRef<'a'>, keyof MenuItemProps>) {
  return <Menu.Item component="a" {...props} />;
}
const RouterMenuItem = createLink(MenuItemAnchor);

/** A menu item that is a router link (typed `to`/`params`; opens in a new tab with a middle click). */
export const MenuItemLink: LinkComponent<typeof MenuItemAnchor> = (props) => <RouterMenuItem preload="intent" {...props} />;
