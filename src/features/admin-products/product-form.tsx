import './mantine-styles';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { productFormSchema } from '../../../shared/schemas/product';
import { ButtonLink } from '../../components/links';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
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
import { galleryOf, saveGallery } from './save-gallery';
import { ShippingSection } from './shipping-section';
import { useImageUploads } from './use-image-uploads';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

const resolve = zod4Resolver(productFormSchema, { errorPriority: 'first' });

type FieldErrors = Record<string, string[] | undefined>;
const fieldErrorsOf = (error: unknown): Record<string, string> => {
  const fields = (error as { data?: { zodError?: { fieldErrors?: FieldErrors } | null } }).data?.zodError?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fields).flatMap(([path, list]) => (list?.[0] ? [[path, list[0]]] : [])));
};

/** The product page's form: sections, images, save, delete, and the unsaved-changes guard. */
export function ProductForm({ product }: { product: AdminProduct | null }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  // The product as last stored: the next save's gallery changes are worked out from it.
  const [stored, setStored] = useState(product);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const deleteProduct = useDeleteProduct();
  const form = useForm<ProductFormValues>({
    // Uncontrolled: typing re-renders only the field (and the VAT-inclusive price watching it), not the page.
    mode: 'uncontrolled',
    initialValues: product ? productToValues(product) : emptyProductValues(),
    // The shared schema checks what will be sent (NumberInput keeps '4.50' as text until converted).
    validate: (values) => resolve(valuesToInput(values)),
  });
  const uploads = useImageUploads(product ? galleryOf(product) : []);
  const guard = useUnsavedChangesGuard(() => form.isDirty() || uploads.isDirty);

  const refreshLists = () => Promise.all([utils.product.listAdmin.invalidate(), utils.shop.listProducts.invalidate()]);

  const create = async (values: ProductFormValues) => {
    const images = uploads.images.map(({ imageId, alt }) => ({ imageId, alt }));
    const created = await utils.client.product.create.mutate({ ...valuesToInput(values), imageUrl: null, images });
    notify.success('Product created successfully!');
    utils.product.get.setData({ id: created.id }, created);
    guard.release();
    await refreshLists();
    await navigate({ to: '/admin/products/$id', params: { id: created.id } });
  };

  const galleryApi = () => ({
    attachImages: utils.client.product.attachImages.mutate,
    removeImage: utils.client.product.removeImage.mutate,
    reorderImages: utils.client.product.reorderImages.mutate,
    updateImageAlt: utils.client.product.updateImageAlt.mutate,
  });

  const update = async (current: AdminProduct, values: ProductFormValues) => {
    // A product from before galleries keeps its card image; with a gallery, the server sets it from the first image.
    const updated = await utils.client.product.update.mutate({
      id: current.id,
      ...valuesToInput(values),
      imageUrl: current.imageUrl,
    });
    setStored(updated);
    const saved = await saveGallery(galleryApi(), updated, uploads.images);
    setStored(saved);
    utils.product.get.setData({ id: saved.id }, saved);
    // What was sent is now what is stored: the page is clean again.
    form.resetDirty(values);
    uploads.markSaved(galleryOf(saved));
    notify.success('Product updated successfully!');
    await refreshLists();
  };

  const leaveAfterDelete = () => {
    guard.release();
    void navigate({ to: '/admin/products' });
  };

  const submit = form.onSubmit(async (values) => {
    if (uploads.blockReason || pending) return;
    setServerError(null);
    setPending(true);
    try {
      if (stored) await update(stored, values);
      else await create(values);
    } catch (error) {
      const message = errorMessage(error);
      setServerError(message);
      form.setErrors(fieldErrorsOf(error));
      notify.error(`Failed: ${message}`);
    } finally {
      setPending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <BasicsSection form={form} />
        <PricesSection form={form} />
        <FoodSection form={form} />
        <ImagesSection uploads={uploads} legacyImageUrl={stored && stored.images.length === 0 ? stored.imageUrl : null} />
        <ShippingSection form={form} />
        {serverError ? (
          <Alert color="red" variant="light" title="The product was not saved" role="alert">
            {serverError}
          </Alert>
        ) : null}
        <Paper withBorder p="md" radius="md" pos="sticky" bottom={0} style={{ zIndex: 2 }}>
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              {stored ? (
                <Button variant="subtle" color="red.8" onClick={() => deleteProduct(stored, leaveAfterDelete)} disabled={pending}>
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
                {stored ? 'Update Product' : 'Create Product'}
              </Button>
            </Group>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}
