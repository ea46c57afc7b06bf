import { Badge, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { DEFAULT_WEIGHT, PLANS } from '../../../shared/constants';
import { formatGBP } from '../../../shared/money';
import { subscriptionPricePence } from '../../../shared/subscriptions';
import { ButtonLink } from '../../components/links';
import classes from './home.module.css';

export function PlanCards() {
  return (
    <Container component="section" size="lg" py={64} aria-labelledby="plans-title" className={classes.belowFold}>
      <Stack gap={4} ta="center" mb="xl">
        <Title id="plans-title" order={2}>
          Choose Your Plan
        </Title>
        <Text c="dimmed">Fresh biltong delivered every month. Cancel or pause anytime.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {PLANS.map((plan) => (
          <Card key={plan.name} padding="lg" className={`${classes.planCard} ${plan.freeShipping ? classes.featured : ''}`}>
            <Group justify="space-between" mb="xs">
              <Title order={3} size="h3">
                {plan.name}
              </Title>
              {plan.freeShipping ? (
                <Badge color="brass.3" c="oxblood.9">
                  Best value
                </Badge>
              ) : null}
            </Group>
            <Text mb="md">
              <Text span fz={32} fw={700} ff="heading" c="oxblood.8">
                {formatGBP(subscriptionPricePence(DEFAULT_WEIGHT, plan.bags))}
              </Text>
              <Text span c="dimmed">
                {' '}
                per month
              </Text>
            </Text>
            <List
              spacing={6}
              mb="lg"
              style={{ flex: 1 }}
              icon={
                <ThemeIcon size={20} radius="xl" color="oxblood.7">
                  <IconCheck size={14} aria-hidden />
                </ThemeIcon>
              }
            >
              {plan.features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
            <ButtonLink to="/subscriptions" fullWidth aria-label={`Choose Plan: ${plan.name}`}>
              Choose Plan
            </ButtonLink>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
