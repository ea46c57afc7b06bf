import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '../components/links';

export const Route = createFileRoute('/checkout')({
  component: CheckoutPage,
});

// The cart arrives with the cart issue; until then the checkout always shows its empty state.
function CheckoutPage() {
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
