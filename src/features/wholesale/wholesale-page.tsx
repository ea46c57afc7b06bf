import './mantine-styles';
import { Container, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title';
import { WholesaleApplicationForm } from './wholesale-application-form';
import { WholesalePitch } from './wholesale-pitch';

export function WholesalePage() {
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
          {/* A successful application goes to /auth, where the verified applicant logs in. */}
          <WholesaleApplicationForm onApplied={() => void navigate({ to: '/auth' })} />
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
