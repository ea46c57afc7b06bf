import { Container, Skeleton, Stack } from '@mantine/core';

/** Shown while auth or a page's data loads, shaped like a heading and a few blocks of content. */
export function PageSkeleton() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading">
        <Skeleton height={36} width="40%" />
        <Skeleton height={16} width="70%" />
        <Skeleton height={160} />
        <Skeleton height={160} />
      </Stack>
    </Container>
  );
}
