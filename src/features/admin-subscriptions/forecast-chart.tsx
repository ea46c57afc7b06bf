import './mantine-styles';
import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { moistureLabel } from '../../../shared/constants';
import type { ForecastRow } from '../../../shared/forecast';

// Keys that sort in horizon order: the legend lists series by key.
const SERIES = [
  { name: 'days07', label: 'Next 7 days', color: 'brass.6' },
  { name: 'days14', label: 'Next 14 days', color: 'oxblood.5' },
  { name: 'days30', label: 'Next 30 days', color: 'oxblood.8' },
];

/** Bags due per variety, weight and moisture; recharts loads only with this admin chart. */
export default function ForecastChart({ rows }: { rows: readonly ForecastRow[] }) {
  const data = rows.map((row) => ({
    label: `${row.variety} ${row.weight} ${moistureLabel(row.moisture)}`,
    days07: row.next7,
    days14: row.next14,
    days30: row.next30,
  }));
  return (
    <BarChart
      h={Math.max(220, data.length * 56)}
      data={data}
      dataKey="label"
      orientation="vertical"
      series={SERIES}
      withLegend
      gridAxis="x"
      yAxisProps={{ width: 140 }}
      xAxisLabel="Bags"
      valueFormatter={(value) => `${value} bags`}
    />
  );
}
