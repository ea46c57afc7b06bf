import { Box, Button, Checkbox, Chip, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { MOISTURE_OPTIONS, type Moisture, WEIGHTS, type Weight } from '../../../shared/constants';
import { filtersNarrow, SORT_LABELS } from '../../../shared/shop-filters';
import { DEFAULT_SHOP_FILTERS, SHOP_SORTS, type ShopFilters, type ShopSort } from '../../../shared/shop-search';
import './mantine-styles';
import classes from './shop-filters.module.css';

const ANY = '';
const MOISTURE_CHOICES = [
  { value: ANY, label: 'Any moisture' },
  ...MOISTURE_OPTIONS.map((o) => ({ value: o.value, label: o.label })),
];
const SIZE_CHOICES = [{ value: ANY, label: 'Any size' }, ...WEIGHTS.map((w) => ({ value: w, label: w }))];
const SORT_CHOICES = SHOP_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

const isMoisture = (value: string): value is Moisture => MOISTURE_OPTIONS.some((o) => o.value === value);
const isWeight = (value: string): value is Weight => (WEIGHTS as readonly string[]).includes(value);
const isSort = (value: string): value is ShopSort => (SHOP_SORTS as readonly string[]).includes(value);

/** The shop's filter bar; every change goes straight to the URL through onChange (the route owns the state). */
export function ShopFiltersBar(props: {
  filters: ShopFilters;
  flavours: string[];
  shown: number;
  total: number;
  onChange: (filters: ShopFilters) => void;
}) {
  const { filters, onChange } = props;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const set = (patch: Partial<ShopFilters>) => onChange({ ...filters, ...patch });

  return (
    <Stack gap="sm" mb="lg" component="section" aria-label="Filter and sort products">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button
          variant="default"
          hiddenFrom="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide filters' : 'Filters'}
        </Button>
        <Text size="sm" c="dimmed" role="status">
          Showing {props.shown} of {props.total} products
        </Text>
      </Group>
      <Box id={panelId} className={classes.panel} data-open={open}>
        <Stack gap="sm">
          {props.flavours.length > 0 ? (
            <Chip.Group multiple value={filters.flavour} onChange={(flavour) => set({ flavour })}>
              <Group gap="xs" role="group" aria-label="Flavour">
                {props.flavours.map((flavour) => (
                  <Chip key={flavour} value={flavour} size="sm">
                    {flavour}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          ) : null}
          <div className={classes.fields}>
            <NativeSelect
              label="Moisture"
              data={MOISTURE_CHOICES}
              value={filters.moisture ?? ANY}
              onChange={(event) => {
                const value = event.currentTarget.value;
                set({ moisture: isMoisture(value) ? value : undefined });
              }}
            />
            <NativeSelect
              label="Size"
              data={SIZE_CHOICES}
              value={filters.size ?? ANY}
              onChange={(event) => {
                const value = event.currentTarget.value;
                set({ size: isWeight(value) ? value : undefined });
              }}
            />
            <NativeSelect
              label="Sort by"
              data={SORT_CHOICES}
              value={filters.sort}
              onChange={(event) => {
                const value = event.currentTarget.value;
                set({ sort: isSort(value) ? value : DEFAULT_SHOP_FILTERS.sort });
              }}
            />
            <Group gap="sm" wrap="wrap" mih={36} align="center">
              <Checkbox
                label="In stock only"
                checked={filters.inStock}
                onChange={(event) => set({ inStock: event.currentTarget.checked })}
              />
              {filtersNarrow(filters) ? (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => onChange({ ...DEFAULT_SHOP_FILTERS, sort: filters.sort })}
                >
                  Clear filters
                </Button>
              ) : null}
            </Group>
          </div>
        </Stack>
      </Box>
    </Stack>
  );
}
