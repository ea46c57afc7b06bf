import './mantine-styles';
import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { ChurnChart, MovementsChart, MrrChart } from './analytics-charts';
import { CancellationReasonsTable, CohortTable, MonthlyFiguresTable, RetentionTable } from './analytics-tables';

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Title id={id} order={2} size="h3">
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** The Analytics tab: the figures the owner steers by, for the last twelve UK calendar months. */
export default function SubscriptionAnalytics() {
  const figures = trpc.adminSubscriptions.analytics.useQuery();
  if (figures.isPending) return <Skeleton height={320} role="status" aria-label="Loading the figures" />;
  if (figures.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        Failed to load the figures: {errorMessage(figures.error)}
      </Alert>
    );
  }
  const { months, cohorts, cancellationsByReason } = figures.data;
  return (
    <Stack gap="xl">
      <Section
        id="revenue-title"
        title="Recurring revenue and subscribers"
        description="Calendar months in UK time. MRR is, at each month's end, every active subscription's price per delivery as a month's worth (weekly × 52/12, fortnightly × 26/12, quarterly ÷ 3), rounded to the penny per subscription, then added up. Paused counts every pause, those after failed payments included."
      >
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <MrrChart months={months} />
          <MovementsChart months={months} />
        </SimpleGrid>
        <MonthlyFiguresTable months={months} />
      </Section>
      <Section
        id="churn-title"
        title="Churn and save offers"
        description="Churn is the subscriptions lost in the month over those active at its start: chosen (cancelled by the subscriber, an email link or the shop) or after failed payments (stopped by the shop once the last renewal charge failed). Offers are the cancel flow's alternatives, taken or turned down."
      >
        <ChurnChart months={months} />
        <RetentionTable months={months} />
      </Section>
      <Section
        id="cohorts-title"
        title="Cohorts: still subscribed after each month"
        description="Subscribers by month of sign-up, and the percent not cancelled at the end of each month since (a pause still counts)."
      >
        {cohorts.length === 0 ? (
          <Text c="dimmed">No sign-ups in the last twelve months.</Text>
        ) : (
          <CohortTable cohorts={cohorts} />
        )}
      </Section>
      <Section id="reasons-title" title="Cancellations by reason">
        {cancellationsByReason.length === 0 ? (
          <Text c="dimmed">No cancellations in the last twelve months.</Text>
        ) : (
          <CancellationReasonsTable rows={cancellationsByReason} />
        )}
      </Section>
    </Stack>
  );
}
