import './mantine-styles';
import { Alert, Divider, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { freeDeliveryShortfallPence } from '../../shared/delivery';
import { formatGBP } from '../../shared/money';
import { ButtonLink } from '../components/links';
import { useCart } from '../features/cart/cart-context';
import { CartDrawerLine } from '../features/cart/cart-drawer-line';
import { lineKey } from '../features/cart/cart-line-label';
import { trpc } from '../lib/trpc';

/** Loaded on the first click of the cart button, so the drawer's code is not on every first page load. */
export default function CartDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const cart = useCart();
  const rates = trpc.delivery.rates.useQuery(undefined, { staleTime: 5 * 60_000 });
  const shortfall = rates.data ? freeDeliveryShortfallPence(cart.subtotalPence, cart.deliveryPence, rates.data) : null;
  let content: React.ReactNode;
  if (cart.loading) {
    content = <Loader aria-label="Loading your cart" mx="auto" my="xl" />;
  } else if (cart.error) {
    content = (
      <Alert color="red" variant="light" role="alert" title="Your cart could not be loaded">
        {cart.error}
      </Alert>
    );
  } else if (cart.lines.length === 0) {
    content = (
      <Stack gap="md" align="flex-start">
        <Text c="dimmed">Your cart is empty</Text>
        <ButtonLink to="/shop" variant="outline" onClick={onClose}>
          Continue Shopping
        </ButtonLink>
      </Stack>
    );
  } else {
    content = (
      <Stack gap="md">
        <Stack component="ul" gap={0} aria-label="Items in your cart" p={0} m={0} style={{ listStyle: 'none' }}>
          {cart.lines.map((line) => (
            <CartDrawerLine key={lineKey(line)} line={line} />
          ))}
        </Stack>
        {cart.hasProblems ? (
          <Alert color="yellow" variant="light">
            Some items can no longer be bought as they are. Please update or remove them before checking out.
          </Alert>
        ) : null}
        <Divider />
        <Stack gap={4} data-testid="cart-totals">
          <Group justify="space-between">
            <Text>Subtotal</Text>
            <Text>{formatGBP(cart.subtotalPence)}</Text>
          </Group>
          <Group justify="space-between">
            <Text>Delivery</Text>
            <Text>{cart.deliveryPence > 0 ? formatGBP(cart.deliveryPence) : 'Free'}</Text>
          </Group>
          <Group justify="space-between">
            <Text fw={600}>Total</Text>
            <Text fw={700} fz="lg" ff="heading" c="oxblood.8">
              {formatGBP(cart.totalPence)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" ta="right">
            Includes VAT of {formatGBP(cart.vatPence)}
          </Text>
        </Stack>
        {shortfall !== null ? (
          <Text size="sm" fw={600} c="oxblood.8" ta="center">
            Spend {formatGBP(shortfall)} more for free delivery
          </Text>
        ) : null}
        <ButtonLink to="/checkout" onClick={onClose} fullWidth size="md">
          Checkout
        </ButtonLink>
      </Stack>
    );
  }
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Shopping Cart"
      position="right"
      size="md"
      closeButtonProps={{ 'aria-label': 'Close shopping cart' }}
    >
      {content}
    </Drawer>
  );
}
