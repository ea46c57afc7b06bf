import './mantine-styles';
import { Alert, Container, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { AnchorLink } from '../../components/links';

export function AccessDenied() {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" variant="light" icon={<IconLock aria-hidden />} title="Admins only" role="alert">
        Access Denied.
        {/* A signed-in non-admin who followed a link here needs a way back out. */}
        <Group gap="md" mt="xs">
          <AnchorLink to="/shop" inherit underline="always">
            Back to the shop
          </AnchorLink>
          <AnchorLink to="/account" inherit underline="always">
            My account
          </AnchorLink>
        </Group>
      </Alert>
    </Container>
  );
}
