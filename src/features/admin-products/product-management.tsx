import './mantine-styles';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { productsTable } from '../../../shared/schemas/product';
import { ButtonLink } from '../../components/links';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { DataTable } from '../admin-shared/data-table';
import { SearchFilter } from '../admin-shared/search-filter';
import { useTableSearch } from '../admin-shared/table-search';
import { useDeleteProduct } from './delete-product';
import { productColumns } from './products-table';
import { StockFilter } from './stock-filter';

/** 'Product management': search, the products table and the delete confirmation; adding and editing have their own pages. */
export function ProductManagement() {
  const table = useTableSearch(productsTable);
  const deleteProduct = useDeleteProduct();
  const products = trpc.product.listAdmin.useQuery(table.listInput, { placeholderData: keepPreviousData });
  const columns = useMemo(() => productColumns({ onDelete: (product) => deleteProduct(product) }), [deleteProduct]);

  useEffect(() => {
    if (products.isError) notify.error(errorMessage(products.error), 'Error fetching products');
  }, [products.isError, products.error]);

  return (
    <DataTable
      label="Products"
      columns={columns}
      sortable={productsTable.sortable}
      page={products.data}
      fetching={products.isFetching}
      state={table}
      getRowId={(p) => p.id}
      rowName={(p) => p.name}
      empty="No products found."
      filters={
        <>
          <SearchFilter
            ariaLabel="Search products by name"
            placeholder="Search products by name..."
            value={table.filters.search}
            onChange={(search) => table.setFilters({ search })}
            width={320}
          />
          <StockFilter value={table.filters.stock} onChange={(stock) => table.setFilters({ stock })} />
          <ButtonLink to="/admin/products/new" leftSection={<IconPlus size={16} aria-hidden />}>
            Add Product
          </ButtonLink>
        </>
      }
    />
  );
}
