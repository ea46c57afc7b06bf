import { Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../components/links';
import { type Profile, useAuth } from '../../lib/auth/auth-context';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{children || 'Not provided'}</Text>
    </div>
  );
}

function DetailsPanel({ profile }: { profile: Profile }) {
  const address = [profile.address1, profile.address2, profile.city, profile.postcode].filter(Boolean).join(', ');
  return (
    <Paper bg="cream.0" withBorder p="lg" radius="md">
      <Title order={2} size="h3" mb="md">
        Your Details
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Detail label="Full name">{profile.fullName}</Detail>
        <Detail label="Email">{profile.email}</Detail>
        <Detail label="Address">{address}</Detail>
      </SimpleGrid>
    </Paper>
  );
}

function Placeholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper bg="cream.0" withBorder p="lg" radius="md">
      <Title order={2} size="h3" mb="xs">
        {title}
      </Title>
      <Text c="dimmed">{children}</Text>
    </Paper>
  );
}

/** Spec 'Customer view': Logout and four tabs, Subscriptions first. */
export function CustomerAccount({ profile }: { profile: Profile }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const logout = async () => {
    await navigate({ to: '/' });
    await signOut();
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>My Account</Title>
          <Text c="dimmed">Welcome back, {profile.fullName}.</Text>
        </div>
        <Button variant="outline" leftSection={<IconLogout size={16} aria-hidden />} onClick={logout}>
          Logout
        </Button>
      </Group>
      <Tabs defaultValue="subscriptions" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="subscriptions">Subscriptions</Tabs.Tab>
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="orders">Orders</Tabs.Tab>
          <Tabs.Tab value="invoices">Invoices</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="subscriptions">
          <Placeholder title="Your Subscriptions">
            Managing your subscriptions here is coming soon. <AnchorLink to="/subscriptions">Add New Subscription</AnchorLink>
          </Placeholder>
        </Tabs.Panel>
        <Tabs.Panel value="details">
          <DetailsPanel profile={profile} />
        </Tabs.Panel>
        <Tabs.Panel value="orders">
          <Placeholder title="Your Orders">Your recent orders will appear here soon.</Placeholder>
        </Tabs.Panel>
        <Tabs.Panel value="invoices">
          <Placeholder title="Your Invoices">Your invoices will appear here soon.</Placeholder>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
