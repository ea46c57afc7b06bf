import './mantine-styles';
import { ActionIcon, Menu, Stack, Text } from '@mantine/core';
import { IconCheck, IconDots, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { formatGBP } from '../../../shared/money';
import { type Column, DataTable } from '../admin-shared/data-table';
import { MenuItemLink } from './menu-item-link';
import type { AdminProduct } from './product-form-values';

function Flag({ on, label }: { on: boolean; label: string }) {
  return on ? (
    <IconCheck size={18} color="var(--mantine-color-green-9)" aria-label={`${label}: yes`} role="img" />
  ) : (
    <IconX size={18} color="var(--mantine-color-red-9)" aria-label={`${label}: no`} role="img" />
  );
}

/** Spec 'Retail Prices': net retail price per weight, or 'No prices set'. */
function RetailPrices({ product }: { product: AdminProduct }) {
  const priced = product.variants.filter((v) => v.priceNetPence !== null);
  if (priced.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No prices set
      </Text>
    );
  return (
    <Stack gap={0}>
      {priced.map((v) => (
        <Text key={v.weight} size="sm">
          {v.weight}: {formatGBP(v.priceNetPence ?? 0)}
        </Text>
      ))}
    </Stack>
  );
}

function StockLevels({ product }: { product: AdminProduct }) {
  const stocked = product.variants.filter((v) => v.stock > 0);
  if (stocked.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No stock
      </Text>
    );
  return (
    <Stack gap={0}>
      {stocked.map((v) => (
        <Text key={v.weight} size="sm">
          {v.weight}: {v.stock}
        </Text>
      ))}
    </Stack>
  );
}

type ProductsTableProps = {
  products: AdminProduct[] | undefined;
  loading: boolean;
  onDelete: (product: AdminProduct) => void;
};

const totalStock = (product: AdminProduct) => product.variants.reduce((sum, v) => sum + v.stock, 0);

export function ProductsTable({ products, loading, onDelete }: ProductsTableProps) {
  const columns: Column<AdminProduct>[] = [
    { key: 'name', header: 'Name', sortValue: (p) => p.name, render: (p) => <Text fw={600}>{p.name}</Text> },
    { key: 'prices', header: 'Retail Prices', render: (p) => <RetailPrices product={p} /> },
    { key: 'stock', header: 'Stock Levels', sortValue: totalStock, render: (p) => <StockLevels product={p} /> },
    { key: 'shop', header: 'Shop', align: 'center', render: (p) => <Flag on={p.showInShop} label="Shown in shop" /> },
    {
      key: 'subscriptions',
      header: 'Subscriptions',
      align: 'center',
      render: (p) => <Flag on={p.showInSubscriptions} label="Offered in subscriptions" />,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (p) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray.8" aria-label={`Actions for ${p.name}`}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <MenuItemLink to="/admin/products/$id" params={{ id: p.id }} leftSection={<IconPencil size={14} aria-hidden />}>
              Edit
            </MenuItemLink>
            <Menu.Item color="red.8" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => onDelete(p)}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];
  return (
    <DataTable
      label="Products"
      columns={columns}
      rows={products}
      rowKey={(p) => p.id}
      loading={loading}
      empty="No products found."
    />
  );
}
