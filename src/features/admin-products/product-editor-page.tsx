import './mantine-styles';
import { Alert, Container, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/links';
import { PageTitle } from '../../components/page-title';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { ProductForm } from './product-form';

function EditorLayout({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py="xl">
      <ButtonLink to="/admin/products" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} mb="md" px={0}>
        Back to Product Management
      </ButtonLink>
      {children}
    </Container>
  );
}

/** /admin/products/new: 'Add New Product', on its own page. */
export function NewProductPage() {
  return (
    <EditorLayout>
      <PageTitle title="Add New Product">Fill in the sections, add images, then create the product.</PageTitle>
      <ProductForm product={null} />
    </EditorLayout>
  );
}

/** /admin/products/$id: 'Edit Product', on its own page. */
export function EditProductPage({ productId }: { productId: string }) {
  const product = trpc.product.get.useQuery({ id: productId });
  let content: ReactNode;
  if (product.isError) {
    content = (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(product.error)}
      </Alert>
    );
  } else if (!product.data) {
    content = (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading">
        <Skeleton height={36} width="50%" />
        <Skeleton height={480} />
      </Stack>
    );
  } else {
    content = (
      <>
        <PageTitle title="Edit Product">{product.data.name}</PageTitle>
        {/* Keyed by product: moving from one product's page to another's starts a fresh form. */}
        <ProductForm key={product.data.id} product={product.data} />
      </>
    );
  }
  return <EditorLayout>{content}</EditorLayout>;
}
