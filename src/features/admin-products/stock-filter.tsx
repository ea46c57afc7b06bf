import './mantine-styles';
import { Select } from '@mantine/core';

type Stock = 'low' | 'out';
const STOCK_DATA = [
  { value: 'low', label: 'Low stock' },
  { value: 'out', label: 'Out of stock' },
];

/** 'Low stock' is what the overview's tile links to (?stock=low). */
export function StockFilter({ value, onChange }: { value: Stock | undefined; onChange: (value: Stock | undefined) => void }) {
  return (
    <Select
      aria-label="Stock"
      placeholder="All stock levels"
      data={STOCK_DATA}
      value={value ?? null}
      onChange={(next) => onChange(next === 'low' || next === 'out' ? next : undefined)}
      clearable
      w={180}
    />
  );
}
