import { createFileRoute } from '@tanstack/react-router';
import { EditProductPage } from '../../../features/admin-products/product-editor-page';

// `products_` keeps this page beside the products list rather than inside it (the list has no outlet).
export const Route = createFileRoute('/_authenticated/admin/products_/$id')({
  // Starts the request with the route; only admins may ask (the guard shows others 'Access Denied.').
  loader: ({ context, params }) => {
    if (context.auth.role === 'admin') void context.trpc.product.get.prefetch({ id: params.id });
  },
  component: EditProductRoute,
});

function EditProductRoute() {
  const { id } = Route.useParams();
  return <EditProductPage productId={id} />;
}
