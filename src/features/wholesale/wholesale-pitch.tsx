import './mantine-styles';
import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

const REASONS = [
  'Trade prices on every bag, shown ex VAT, with three price tiers that grow with your orders',
  'Order on account on trade terms such as Net 30, with a VAT invoice for every order',
  'High-protein British beef snacks that sell in shops, gyms, pubs and sports clubs',
  'A dashboard with your balance, orders and invoices in one place',
];

/** The short pitch trade buyers read before the application form. */
export function WholesalePitch() {
  return (
    <Paper bg="cream.0" withBorder p="lg" radius="md">
      <Title order={2} size="h3" mb="sm">
        Why stock Royal Biltong?
      </Title>
      <List
        spacing="sm"
        icon={
          <ThemeIcon size={22} radius="xl" color="brass.8" aria-hidden>
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        {REASONS.map((reason) => (
          <List.Item key={reason}>{reason}</List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed" mt="lg">
        We review every application by hand, usually within two working days, and email you our decision. Once approved, sign in
        to see your trade prices.
      </Text>
    </Paper>
  );
}
