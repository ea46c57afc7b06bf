import './mantine-styles';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { productFormSchema } from '../../../shared/schemas/product';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { DIALOG_TITLE_STYLES } from '../admin-shared/dialog-styles';
import { errorMessage } from '../admin-shared/error-message';
import { ProductFields } from './product-fields';
import {
  type AdminProduct,
  emptyProductValues,
  type ProductFormValues,
  productToValues,
  valuesToInput,
} from './product-form-values';

const resolve = zod4Resolver(productFormSchema, { errorPriority: 'first' });

type ProductDialogProps = {
  opened: boolean;
  /** The product to edit; without one the dialog adds a new product. */
  product: AdminProduct | null;
  onClose: () => void;
};

/** Spec 'Add New Product' / 'Edit Product' (max width 600px). The parent remounts it per product. */
export function ProductDialog({ opened, product, onClose }: ProductDialogProps) {
  const utils = trpc.useUtils();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProductFormValues>({
    mode: 'uncontrolled',
    initialValues: product ? productToValues(product) : emptyProductValues(),
    // The shared schema checks what will be sent (NumberInput keeps '4.50' as text until converted).
    validate: (values) => resolve(valuesToInput(values)),
  });

  const done = async (message: string) => {
    notify.success(message);
    // The shop lists products too: the admin should see a change there at once.
    await Promise.all([utils.product.listAdmin.invalidate(), utils.shop.listProducts.invalidate()]);
    onClose();
  };
  const fail = (error: unknown) => notify.error(`Failed: ${errorMessage(error)}`);
  const create = trpc.product.create.useMutation({ onSuccess: () => done('Product created successfully!'), onError: fail });
  const update = trpc.product.update.useMutation({ onSuccess: () => done('Product updated successfully!'), onError: fail });
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    const input = valuesToInput(values);
    if (product) update.mutate({ id: product.id, ...input });
    else create.mutate(input);
  });

  return (
    <Modal
      opened={opened}
      onClose={pending ? () => {} : onClose}
      title={product ? 'Edit Product' : 'Add New Product'}
      size={600}
      styles={DIALOG_TITLE_STYLES}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ProductFields form={form} onUploadingChange={setUploading} />
          <Group justify="flex-end" pt="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={uploading}>
              {product ? 'Update Product' : 'Create Product'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
