import './mantine-styles';
import { Alert, Container } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

export function AccessDenied() {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" variant="light" icon={<IconLock aria-hidden />} title="Admins only" role="alert">
        Access Denied.
      </Alert>
    </Container>
  );
}
