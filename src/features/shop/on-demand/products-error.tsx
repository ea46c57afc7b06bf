import '../mantine-styles';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Loaded only when the list fails, keeping Alert and its icon off the shop's first load. */
export default function ProductsError({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" title="Error loading products" icon={<IconAlertTriangle aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}
