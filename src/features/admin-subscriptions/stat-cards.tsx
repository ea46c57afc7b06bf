import './mantine-styles';
import { Alert, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { formatGBP } from '../../../shared/money';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';

type Stat = { count: number; valuePence: number };

function StatCard({ title, stat }: { title: string; stat: Stat | undefined }) {
  return (
    <Paper withBorder radius="md" p="lg" bg="cream.0" component="section" aria-label={title}>
      <Title order={2} size="h5" c="dimmed" fw={600} ff="text">
        {title}
      </Title>
      {stat ? (
        <>
          <Text fz={32} fw={700} ff="heading" c="oxblood.8" lh={1.2} mt={4}>
            {stat.count}
          </Text>
          <Text size="sm">
            Total Value:{' '}
            <Text span fw={600}>
              {formatGBP(stat.valuePence)}
            </Text>
          </Text>
        </>
      ) : (
        <>
          <Skeleton height={32} width="30%" mt={8} />
          <Skeleton height={14} width="60%" mt={8} />
        </>
      )}
    </Paper>
  );
}

/** Active, Paused and Total Subscriptions, each with its total value (stored pence, summed by the server). */
export function StatCards() {
  const stats = trpc.adminSubscriptions.stats.useQuery();
  if (stats.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        Failed to load subscription statistics: {errorMessage(stats.error)}
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <StatCard title="Active Subscriptions" stat={stats.data?.active} />
      <StatCard title="Paused Subscriptions" stat={stats.data?.paused} />
      <StatCard title="Total Subscriptions" stat={stats.data?.total} />
    </SimpleGrid>
  );
}
