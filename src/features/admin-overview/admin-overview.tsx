import './mantine-styles';
import '@mantine/charts/styles.layer.css';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { Alert, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { formatDate } from '../../../shared/dates';
import { formatGBP } from '../../../shared/money';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { ChartCard } from './chart-card';
import { LowStockList } from './low-stock-list';

const CHART_HEIGHT = 240;
// Axis ticks in whole pounds keep the axis narrow; the tooltip shows pence.
const poundsTick = (pence: number) => `£${Math.round(pence / 100).toLocaleString('en-GB')}`;
const shortDay = (isoDate: string) => formatDate(isoDate).replace(/ \d{4}$/, '');

/** The admin landing area's charts (Overview tab of the admin dashboard). */
export function AdminOverview() {
  const stats = trpc.adminOverview.stats.useQuery();
  if (stats.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, lg: 2 }} role="status" aria-label="Loading the overview">
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} height={CHART_HEIGHT + 80} />
        ))}
      </SimpleGrid>
    );
  }
  if (stats.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="Error loading the overview">
        {errorMessage(stats.error)}
      </Alert>
    );
  }
  const { revenuePerWeek, ordersPerDay, activeSubscriptions, topProducts, lowStock } = stats.data;
  const days = ordersPerDay.map((d) => ({ ...d, label: shortDay(d.day) }));

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        Overview
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ChartCard
          title="Revenue per week"
          description="Totals of orders placed each week (w/c Monday), paid or not, cancelled excluded; last 12 weeks."
          columns={['Week commencing', 'Revenue']}
          rows={revenuePerWeek.map((w) => [w.label, formatGBP(w.revenuePence)] as const)}
        >
          <AreaChart
            h={CHART_HEIGHT}
            data={revenuePerWeek}
            dataKey="label"
            series={[{ name: 'revenuePence', label: 'Revenue', color: 'oxblood.7' }]}
            valueFormatter={formatGBP}
            yAxisProps={{ tickFormatter: poundsTick, width: 70 }}
            curveType="monotone"
            areaChartProps={{ accessibilityLayer: false }}
          />
        </ChartCard>
        <ChartCard
          title="Orders placed per day"
          description="Every order placed, paid or not, last 30 days."
          columns={['Day', 'Orders']}
          rows={days.map((d) => [d.label, String(d.orders)] as const)}
        >
          <BarChart
            h={CHART_HEIGHT}
            data={days}
            dataKey="label"
            series={[{ name: 'orders', label: 'Orders', color: 'brass.7' }]}
            yAxisProps={{ allowDecimals: false }}
            barChartProps={{ accessibilityLayer: false }}
          />
        </ChartCard>
        <ChartCard
          title="Active subscriptions"
          description="Subscriptions active at the end of each week."
          columns={['Week commencing', 'Active subscriptions']}
          rows={activeSubscriptions.map((w) => [w.label, String(w.active)] as const)}
        >
          <LineChart
            h={CHART_HEIGHT}
            data={activeSubscriptions}
            dataKey="label"
            series={[{ name: 'active', label: 'Active subscriptions', color: 'green.8' }]}
            yAxisProps={{ allowDecimals: false }}
            curveType="linear"
            lineChartProps={{ accessibilityLayer: false }}
          />
        </ChartCard>
        <ChartCard
          title="Top products by units"
          description={`Units sold since ${formatDate(topProducts.since)}.`}
          columns={['Product', 'Units']}
          rows={topProducts.rows.map((p) => [p.productName, String(p.units)] as const)}
        >
          <BarChart
            h={CHART_HEIGHT}
            data={topProducts.rows}
            dataKey="productName"
            orientation="vertical"
            series={[{ name: 'units', label: 'Units', color: 'oxblood.6' }]}
            yAxisProps={{ width: 100 }}
            xAxisProps={{ allowDecimals: false }}
            barChartProps={{ accessibilityLayer: false }}
          />
        </ChartCard>
      </SimpleGrid>
      <LowStockList threshold={lowStock.threshold} rows={lowStock.rows} />
    </Stack>
  );
}
