import './mantine-styles';
import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../admin-shared/error-message';
import { useDeleteProduct } from './delete-product';
import { ProductDialog } from './product-dialog';
import type { AdminProduct } from './product-form-values';
import { ProductsTable } from './products-table';

/** Which dialog is open: adding, editing one product, or none. `key` remounts the form per opening. */
type Editing = { product: AdminProduct | null; key: number } | null;

/** Spec 'Product management': search, the products table, and the add/edit and delete dialogs. */
export function ProductManagement() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [editing, setEditing] = useState<Editing>(null);
  const deleteProduct = useDeleteProduct();
  const products = trpc.product.listAdmin.useQuery(debounced ? { search: debounced } : {}, { placeholderData: keepPreviousData });

  useEffect(() => {
    if (products.isError) notify.error(errorMessage(products.error), 'Error fetching products');
  }, [products.isError, products.error]);

  return (
    <>
      <Group justify="space-between" mb="md" gap="sm">
        <TextInput
          aria-label="Search products by name"
          placeholder="Search products by name..."
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ product: null, key: Date.now() })}>
          Add Product
        </Button>
      </Group>
      <ProductsTable
        products={products.data}
        loading={products.isPending}
        onEdit={(product) => setEditing({ product, key: Date.now() })}
        onDelete={(product) => deleteProduct(product)}
      />
      {editing ? <ProductDialog key={editing.key} opened product={editing.product} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
