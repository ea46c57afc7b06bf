import './mantine-styles';
import { Alert, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { ButtonLink } from '../../components/links';
import { PageTitle } from '../../components/page-title';
import { useCart } from '../cart/cart-context';
import { CheckoutForm } from './checkout-form';

function EmptyCart() {
  return (
    <Container size="sm" py={64}>
      <Paper bg="cream.0" withBorder p="xl" radius="md">
        <Stack align="center" gap="md" ta="center">
          <IconShoppingBag size={48} stroke={1.4} aria-hidden color="var(--mantine-color-brass-7)" />
          <Title order={1} size="h2">
            Your cart is empty
          </Title>
          <Text c="dimmed">Browse our biltong and add a bag or two.</Text>
          <ButtonLink to="/shop">Continue Shopping</ButtonLink>
        </Stack>
      </Paper>
    </Container>
  );
}

/** 'Checkout': the empty state, or the order summary, shipping form and Place Order. */
export function CheckoutPage() {
  const cart = useCart();
  if (!cart.loading && !cart.error && cart.lines.length === 0) return <EmptyCart />;
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Checkout" />
      {cart.loading ? (
        <Stack gap="md" role="status" aria-label="Loading your cart">
          <Skeleton height={180} />
          <Skeleton height={260} />
        </Stack>
      ) : cart.error ? (
        <Alert color="red" variant="light" role="alert" title="Your cart could not be loaded">
          {cart.error}
        </Alert>
      ) : (
        <CheckoutForm />
      )}
    </Container>
  );
}
