import './mantine-styles';
import '@mantine/charts/styles.layer.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatGBP } from '../../../shared/money';
import { type MonthFigures, monthLabel } from '../../../shared/subscription-analytics';

const CHART_HEIGHT = 240;
// Axis ticks in whole pounds keep the axis narrow; the tooltip shows pence.
const poundsTick = (pence: number) => `£${Math.round(pence / 100).toLocaleString('en-GB')}`;
const labelled = (months: readonly MonthFigures[]) => months.map((m) => ({ ...m, label: monthLabel(m.month) }));

/** A chart for those who can see it; the tables below it carry the same figures for everyone. */
function ChartFigure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="figure" m={0} gap="xs" aria-label={`${title}; the table below lists the same figures`}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <div aria-hidden>{children}</div>
    </Stack>
  );
}

export function MrrChart({ months }: { months: readonly MonthFigures[] }) {
  return (
    <ChartFigure title="Monthly recurring revenue">
      <LineChart
        h={CHART_HEIGHT}
        data={labelled(months)}
        dataKey="label"
        series={[{ name: 'mrrPence', label: 'MRR', color: 'oxblood.7' }]}
        valueFormatter={formatGBP}
        yAxisProps={{ tickFormatter: poundsTick, width: 70 }}
        curveType="linear"
        lineChartProps={{ accessibilityLayer: false }}
      />
    </ChartFigure>
  );
}

export function MovementsChart({ months }: { months: readonly MonthFigures[] }) {
  return (
    <ChartFigure title="New, cancelled, paused and resumed">
      <BarChart
        h={CHART_HEIGHT}
        data={labelled(months)}
        dataKey="label"
        series={[
          { name: 'new', label: 'New', color: 'green.7' },
          { name: 'cancelled', label: 'Cancelled', color: 'oxblood.7' },
          { name: 'paused', label: 'Paused', color: 'brass.6' },
          { name: 'resumed', label: 'Resumed', color: 'blue.6' },
        ]}
        withLegend
        yAxisProps={{ allowDecimals: false }}
        barChartProps={{ accessibilityLayer: false }}
      />
    </ChartFigure>
  );
}

export function ChurnChart({ months }: { months: readonly MonthFigures[] }) {
  return (
    <ChartFigure title="Churn by cause">
      <BarChart
        h={CHART_HEIGHT}
        data={labelled(months)}
        dataKey="label"
        type="stacked"
        series={[
          { name: 'chosenChurnPercent', label: 'Chosen', color: 'oxblood.7' },
          { name: 'failedPaymentChurnPercent', label: 'Failed payments', color: 'brass.6' },
        ]}
        withLegend
        unit="%"
        valueFormatter={(value) => value.toFixed(1)}
        barChartProps={{ accessibilityLayer: false }}
      />
    </ChartFigure>
  );
}
