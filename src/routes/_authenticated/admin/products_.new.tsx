import { createFileRoute } from '@tanstack/react-router';
import { NewProductPage } from '../../../features/admin-products/product-editor-page';

// `products_` keeps this page beside the products list rather than inside it (the list has no outlet).
export const Route = createFileRoute('/_authenticated/admin/products_/new')({
  component: NewProductPage,
});
