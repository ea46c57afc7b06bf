import '../features/wholesale/mantine-styles';
import { Container, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageTitle } from '../components/page-title';
import { WholesaleApplicationForm } from '../features/wholesale/wholesale-application-form';
import { WholesalePitch } from '../features/wholesale/wholesale-pitch';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/wholesale')({
  head: ({ match }) =>
    pageHead({
      title: 'Wholesale',
      description: 'Stock Royal Biltong in your shop, gym, pub or club: apply for a trade account with trade prices.',
      path: '/wholesale',
      siteUrl: match.context.siteUrl,
    }),
  component: WholesalePage,
});

function WholesalePage() {
  const navigate = useNavigate();
  return (
    <Container size="lg" py="xl">
      <PageTitle title="Join the Kingdom">
        Stock Royal Biltong in your shop, gym, pub or sports club, with trade prices on every bag.
      </PageTitle>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <WholesalePitch />
        <Paper bg="cream.0" withBorder p="lg" radius="md">
          <Title order={2} size="h3" mb={4} id="wholesale-application-title">
            Wholesale Account Application
          </Title>
          <Text c="dimmed" size="sm" mb="md">
            Tell us about your business. After you verify your email, we review your application.
          </Text>
          {/* Spec: a successful application goes to /auth, where the verified applicant logs in. */}
          <WholesaleApplicationForm onApplied={() => void navigate({ to: '/auth' })} />
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
