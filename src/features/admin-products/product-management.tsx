import './mantine-styles';
import { Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ButtonLink } from '../../components/links';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../admin-shared/error-message';
import { useDeleteProduct } from './delete-product';
import { ProductsTable } from './products-table';

/** Spec 'Product management': search, the products table, and the delete dialog; adding and editing have their own pages. */
export function ProductManagement() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
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
        <ButtonLink to="/admin/products/new" leftSection={<IconPlus size={16} aria-hidden />}>
          Add Product
        </ButtonLink>
      </Group>
      <ProductsTable products={products.data} loading={products.isPending} onDelete={(product) => deleteProduct(product)} />
    </>
  );
}
