import { Container, Skeleton, Stack } from '@mantine/core';
import classes from './product-page.module.css';

/** Holds the page's shape while its product loads (or after a failed load, until a retry). */
export function ProductPageSkeleton() {
  return (
    <Container size="lg" py="xl" role="status" aria-busy="true" aria-label="Loading product">
      <div className={classes.layout}>
        <Skeleton style={{ aspectRatio: '4 / 3' }} />
        <Stack gap="md">
          <Skeleton height={40} width="60%" />
          <Skeleton height={16} />
          <Skeleton height={16} width="85%" />
          <Skeleton height={96} mt="md" />
          <Skeleton height={44} mt="md" />
        </Stack>
      </div>
    </Container>
  );
}
