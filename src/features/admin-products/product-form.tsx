import './mantine-styles';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { productFormSchema } from '../../../shared/schemas/product';
import { ButtonLink } from '../../components/links';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../admin-shared/error-message';
import { BasicsSection } from './basics-section';
import { useDeleteProduct } from './delete-product';
import { FoodSection } from './food-section';
import { ImagesSection } from './images-section';
import { PricesSection } from './prices-section';
import {
  type AdminProduct,
  emptyProductValues,
  type ProductFormValues,
  productToValues,
  valuesToInput,
} from './product-form-values';
import { ShippingSection } from './shipping-section';
import { useImageUploads } from './use-image-uploads';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

const resolve = zod4Resolver(productFormSchema, { errorPriority: 'first' });

type FieldErrors = Record<string, string[] | undefined>;
const fieldErrorsOf = (error: unknown): FieldErrors =>
  (error as { data?: { zodError?: { fieldErrors?: FieldErrors } | null } }).data?.zodError?.fieldErrors ?? {};

/** The product page's form: sections, images, save, delete, and the unsaved-changes guard. */
export function ProductForm({ product }: { product: AdminProduct | null }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const deleteProduct = useDeleteProduct();
  const form = useForm<ProductFormValues>({
    // Uncontrolled: typing re-renders only the field (and the VAT-inclusive price watching it), not the page.
    mode: 'uncontrolled',
    initialValues: product ? productToValues(product) : emptyProductValues(),
    // The shared schema checks what will be sent (NumberInput keeps '4.50' as text until converted).
    validate: (values) => resolve(valuesToInput(values)),
  });
  const uploads = useImageUploads(product?.imageUrl ? [{ url: product.imageUrl, alt: '' }] : []);
  const guard = useUnsavedChangesGuard(() => form.isDirty() || uploads.isDirty);

  const refreshLists = () => Promise.all([utils.product.listAdmin.invalidate(), utils.shop.listProducts.invalidate()]);
  const fail = (error: unknown) => {
    const message = errorMessage(error);
    setServerError(message);
    const fields = fieldErrorsOf(error);
    form.setErrors(Object.fromEntries(Object.entries(fields).flatMap(([path, list]) => (list?.[0] ? [[path, list[0]]] : []))));
    notify.error(`Failed: ${message}`);
  };
  const create = trpc.product.create.useMutation({
    onSuccess: async (created) => {
      notify.success('Product created successfully!');
      utils.product.get.setData({ id: created.id }, created);
      guard.release();
      await refreshLists();
      await navigate({ to: '/admin/products/$id', params: { id: created.id } });
    },
    onError: fail,
  });
  const update = trpc.product.update.useMutation({
    onSuccess: async (updated) => {
      notify.success('Product updated successfully!');
      // What was sent is now what is stored: the form is clean again.
      form.resetDirty(form.getValues());
      uploads.markSaved();
      utils.product.get.setData({ id: updated.id }, updated);
      setServerError(null);
      await refreshLists();
    },
    onError: fail,
  });
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    if (uploads.blockReason) return;
    setServerError(null);
    const input = { ...valuesToInput(values), imageUrl: uploads.images[0]?.url ?? null };
    if (product) update.mutate({ id: product.id, ...input });
    else create.mutate(input);
  });

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <BasicsSection form={form} />
          <PricesSection form={form} />
          <FoodSection form={form} />
          <ImagesSection uploads={uploads} />
          <ShippingSection form={form} />
          {serverError ? (
            <Alert color="red" variant="light" title="The product was not saved" role="alert">
              {serverError}
            </Alert>
          ) : null}
          <Paper withBorder p="md" radius="md" pos="sticky" bottom={0} style={{ zIndex: 2 }}>
            <Group justify="space-between" gap="sm">
              <Group gap="sm">
                {product ? (
                  <Button
                    variant="subtle"
                    color="red.8"
                    onClick={() =>
                      deleteProduct(product, () => {
                        guard.release();
                        void navigate({ to: '/admin/products' });
                      })
                    }
                    disabled={pending}
                  >
                    Delete
                  </Button>
                ) : null}
                {uploads.blockReason ? (
                  <Text size="sm" c="red.9" role="status">
                    {uploads.blockReason}
                  </Text>
                ) : null}
              </Group>
              <Group gap="sm">
                <ButtonLink to="/admin/products" variant="default" disabled={pending}>
                  Cancel
                </ButtonLink>
                <Button type="submit" loading={pending} disabled={uploads.blockReason !== null}>
                  {product ? 'Update Product' : 'Create Product'}
                </Button>
              </Group>
            </Group>
          </Paper>
        </Stack>
      </form>
    </>
  );
}
