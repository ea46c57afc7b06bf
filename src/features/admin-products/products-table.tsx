import './mantine-styles';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { formatGBP } from '../../../shared/money';
import { AnchorLink } from '../../components/links';
import { type DataColumn, dataColumns } from '../admin-shared/data-table-columns';
import type { AdminProduct } from './product-form-values';
import { ProductRowActions } from './product-row-actions';

function Flag({ on, label }: { on: boolean; label: string }) {
  return on ? (
    <IconCheck size={18} color="var(--mantine-color-green-9)" aria-label={`${label}: yes`} role="img" />
  ) : (
    <IconX size={18} color="var(--mantine-color-red-9)" aria-label={`${label}: no`} role="img" />
  );
}

/** Net retail price per weight (ex VAT, as the column header says), or 'No prices set'. */
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

/** Stock of every size on sale (a sold-out one shows 0) and of any unpriced size still holding bags. */
function StockLevels({ product }: { product: AdminProduct }) {
  const stocked = product.variants.filter((v) => v.priceNetPence !== null || v.stock > 0);
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

/** The name, and until its food information is complete a badge naming what is missing (products from before the rule). */
function ProductName({ product }: { product: AdminProduct }) {
  return (
    <Group gap="xs" wrap="wrap">
      <AnchorLink fw={600} to="/admin/products/$id" params={{ id: product.id }}>
        {product.name}
      </AnchorLink>
      {product.missingFood.length > 0 ? (
        <Badge color="orange.9" variant="light" title={`Missing: ${product.missingFood.join(', ')}`}>
          Missing food information
        </Badge>
      ) : null}
    </Group>
  );
}

const column = dataColumns<AdminProduct>();
const totalStock = (product: AdminProduct) => product.variants.reduce((sum, v) => sum + v.stock, 0);

type ProductActions = { onDelete: (product: AdminProduct) => void };

/** 'Product management' columns; the ids are the server's sort ids (shared/schemas/product.ts). */
export function productColumns({ onDelete }: ProductActions): DataColumn<AdminProduct>[] {
  return [
    column.accessor('name', { id: 'name', header: 'Name', cell: ({ row }) => <ProductName product={row.original} /> }),
    column.display({
      id: 'prices',
      header: 'Retail Prices (ex VAT)',
      cell: ({ row }) => <RetailPrices product={row.original} />,
    }),
    column.accessor(totalStock, {
      id: 'stock',
      header: 'Stock Levels',
      cell: ({ row }) => <StockLevels product={row.original} />,
    }),
    column.display({
      id: 'shop',
      header: 'Shop',
      meta: { align: 'center' },
      cell: ({ row }) => <Flag on={row.original.showInShop} label="Shown in shop" />,
    }),
    column.display({
      id: 'subscriptions',
      header: 'Subscriptions',
      meta: { align: 'center' },
      cell: ({ row }) => <Flag on={row.original.showInSubscriptions} label="Offered in subscriptions" />,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { align: 'right', alwaysVisible: true },
      cell: ({ row }) => <ProductRowActions product={row.original} onDelete={onDelete} />,
    }),
  ];
}
