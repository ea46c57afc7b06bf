import './mantine-styles';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { MenuItemLink } from '../admin-shared/menu-item-link';
import type { AdminProduct } from './product-form-values';

type ProductRowActionsProps = {
  product: AdminProduct;
  onDelete: (product: AdminProduct) => void;
};

/** Action menu: Edit, Delete. */
export function ProductRowActions({ product, onDelete }: ProductRowActionsProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.8" aria-label={`Actions for ${product.name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <MenuItemLink to="/admin/products/$id" params={{ id: product.id }} leftSection={<IconPencil size={14} aria-hidden />}>
          Edit
        </MenuItemLink>
        <Menu.Item color="red.8" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => onDelete(product)}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
