import { Container, List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../components/page-title';

export const Route = createFileRoute('/wholesale')({
  component: WholesalePage,
});

function WholesalePage() {
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Join the Kingdom">
        Stock Royal Biltong in your shop, gym, pub or sports club, with trade prices on every bag.
      </PageTitle>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Paper bg="cream.0" withBorder p="lg" radius="md">
          <Title order={2} size="h3" mb="sm">
            Why stock Royal Biltong?
          </Title>
          <List spacing="xs">
            <List.Item>Tiered trade pricing that grows with your orders</List.Item>
            <List.Item>High-protein snacks your customers come back for</List.Item>
            <List.Item>Made in Britain from British beef</List.Item>
          </List>
        </Paper>
        <Paper bg="cream.0" withBorder p="lg" radius="md">
          <Title order={2} size="h3" mb="sm">
            Wholesale Account Application
          </Title>
          <Text c="dimmed">Our online application form is coming soon.</Text>
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
