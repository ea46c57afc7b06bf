import { Text } from '@mantine/core';
import { useCallback } from 'react';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { confirmAction } from '../admin-shared/confirm-action';
import type { AdminProduct } from './product-form-values';

/**
 * 'Delete confirm'. The server archives instead of deleting a product that orders or
 * subscriptions refer to (their history must keep it); the dialog warns and the toast says which happened.
 * `onDeleted` runs after the product is gone (deleted or archived), e.g. to leave its page.
 */
export function useDeleteProduct(): (product: Pick<AdminProduct, 'id' | 'name'>, onDeleted?: () => void) => void {
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
    },
    onError: (error) => notify.error(`Failed to delete product: ${errorMessage(error)}`),
  });
  const { mutateAsync } = remove;
  // Stable, so the products table's columns (which call it) are not rebuilt on every render.
  return useCallback(
    (product, onDeleted) =>
      confirmAction({
        title: 'Are you absolutely sure?',
        body: (
          <>
            <Text size="sm">This action cannot be undone. This will permanently delete the product {product.name}.</Text>
            <Text size="sm" c="dimmed">
              If orders or subscriptions refer to it, it is archived instead: hidden from the shop and subscriptions, with its
              history kept.
            </Text>
          </>
        ),
        confirmLabel: 'Delete',
        pendingLabel: 'Deleting...',
        action: async () => {
          await mutateAsync({ id: product.id });
          onDeleted?.();
        },
      }),
    [mutateAsync],
  );
}
