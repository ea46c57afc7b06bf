import './mantine-styles';
import { Alert, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { moistureLabel } from '../../../shared/constants';
import { formatDate } from '../../../shared/dates';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';

const ForecastChart = lazy(() => import('./forecast-chart'));

/** Bags due in the next 7, 14 and 30 days from the active subscriptions' schedules: what to dry this week. */
export function ProductionForecast() {
  const forecast = trpc.adminSubscriptions.forecast.useQuery();
  const rows = forecast.data?.rows ?? [];

  return (
    <Paper withBorder radius="md" p="lg" bg="cream.0" component="section" aria-labelledby="forecast-title">
      <Stack gap="md">
        <div>
          <Title id="forecast-title" order={2} size="h3">
            Production Forecast
          </Title>
          <Text c="dimmed" size="sm">
            Bags due from active subscriptions
            {forecast.data ? `, counted from ${formatDate(forecast.data.today)}` : ''}, by variety, weight and moisture.
          </Text>
        </div>
        {forecast.isError ? (
          <Alert color="red" variant="light" role="alert">
            Failed to load the forecast: {errorMessage(forecast.error)}
          </Alert>
        ) : null}
        {forecast.isPending ? <Skeleton height={200} /> : null}
        {forecast.isSuccess && rows.length === 0 ? <Text c="dimmed">No bags are due in the next 30 days.</Text> : null}
        {rows.length > 0 ? (
          <>
            <Suspense fallback={<Skeleton height={220} />}>
              <figure aria-label="Bar chart of bags due; the table below lists the same figures" style={{ margin: 0 }}>
                <ForecastChart rows={rows} />
              </figure>
            </Suspense>
            {/* Raw Table, not DataTable: a computed forecast beside its chart, nothing to page, sort or export. */}
            <Table.ScrollContainer minWidth={600}>
              <Table striped verticalSpacing="xs" aria-label="Production forecast">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Variety</Table.Th>
                    <Table.Th>Weight</Table.Th>
                    <Table.Th>Moisture</Table.Th>
                    <Table.Th ta="right">Next 7 days</Table.Th>
                    <Table.Th ta="right">Next 14 days</Table.Th>
                    <Table.Th ta="right">Next 30 days</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={`${row.variety}|${row.weight}|${row.moisture}`}>
                      <Table.Td>{row.variety}</Table.Td>
                      <Table.Td>{row.weight}</Table.Td>
                      <Table.Td>{moistureLabel(row.moisture)}</Table.Td>
                      <Table.Td ta="right">{row.next7}</Table.Td>
                      <Table.Td ta="right">{row.next14}</Table.Td>
                      <Table.Td ta="right">{row.next30}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
