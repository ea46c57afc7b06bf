import { Text } from '@mantine/core';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog } from '../admin-shared/confirm-dialog';
import { errorMessage } from '../admin-shared/error-message';
import type { AdminProduct } from './product-form-values';

/**
 * Spec 'Delete confirm'. The server archives instead of deleting a product that orders or
 * subscriptions refer to (their history must keep it); the dialog warns and the toast says which happened.
 */
export function DeleteProductDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const remove = trpc.product.delete.useMutation({
    onSuccess: async (result) => {
      if (result.archived) {
        notify.success(
          `Product "${result.name}" was archived instead of deleted, because orders or subscriptions refer to it. It is hidden from the shop and subscriptions.`,
        );
      } else {
        notify.success(`Product "${result.name}" deleted successfully!`);
      }
      await Promise.all([utils.product.listAdmin.invalidate(), utils.shop.listProducts.invalidate()]);
      onClose();
    },
    onError: (error) => notify.error(`Failed to delete product: ${errorMessage(error)}`),
  });

  return (
    <ConfirmDialog
      opened={product !== null}
      title="Are you absolutely sure?"
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => product && remove.mutate({ id: product.id })}
      onClose={onClose}
    >
      <Text size="sm">This action cannot be undone. This will permanently delete the product {product?.name}.</Text>
      <Text size="sm" c="dimmed">
        If orders or subscriptions refer to it, it is archived instead: hidden from the shop and subscriptions, with its history
        kept.
      </Text>
    </ConfirmDialog>
  );
}
