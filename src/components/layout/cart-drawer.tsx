import { Drawer, Stack, Text } from '@mantine/core';
import { ButtonLink } from '../links';

/** Loaded on the first click of the cart button, so the drawer's code is not on every first page load. */
export default function CartDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Shopping Cart" position="right" size="md">
      <Stack gap="lg">
        {/* The cart arrives with the cart issue; until then it is always empty. */}
        <Text c="dimmed">Your cart is empty.</Text>
        <ButtonLink to="/checkout" onClick={onClose} fullWidth>
          Checkout
        </ButtonLink>
      </Stack>
    </Drawer>
  );
}
