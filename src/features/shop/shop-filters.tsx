import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { type ChangeEvent, useId, useState } from 'react';
import { MOISTURE_OPTIONS, type Moisture, WEIGHTS, type Weight } from '../../../shared/constants';
import { filtersNarrow, SORT_LABELS } from '../../../shared/shop-filters';
import { DEFAULT_SHOP_FILTERS, SHOP_SORTS, type ShopFilters, type ShopSort } from '../../../shared/shop-search';
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

/**
 * A labelled native select in the look of Mantine's NativeSelect. The filter bar uses native controls,
 * not Mantine's Chip, Checkbox and NativeSelect: each of those gives itself a new id in a layout effect,
 * a synchronous re-render of 28 controls in the task that finishes hydrating /shop (120 ms on a phone).
 */
function SelectField(props: {
  label: string;
  choices: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.fieldLabel}>
        {props.label}
      </label>
      <select
        id={id}
        className={classes.select}
        value={props.value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => props.onChange(event.currentTarget.value)}
      >
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

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
            <fieldset className={classes.chips} aria-label="Flavour">
              {props.flavours.map((flavour) => (
                <label key={flavour} className={classes.chip}>
                  <input
                    type="checkbox"
                    value={flavour}
                    checked={filters.flavour.includes(flavour)}
                    onChange={(event) =>
                      set({
                        flavour: event.currentTarget.checked
                          ? [...filters.flavour, flavour]
                          : filters.flavour.filter((name) => name !== flavour),
                      })
                    }
                  />
                  <span>{flavour}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <div className={classes.fields}>
            <SelectField
              label="Moisture"
              choices={MOISTURE_CHOICES}
              value={filters.moisture ?? ANY}
              onChange={(value) => set({ moisture: isMoisture(value) ? value : undefined })}
            />
            <SelectField
              label="Size"
              choices={SIZE_CHOICES}
              value={filters.size ?? ANY}
              onChange={(value) => set({ size: isWeight(value) ? value : undefined })}
            />
            <SelectField
              label="Sort by"
              choices={SORT_CHOICES}
              value={filters.sort}
              onChange={(value) => set({ sort: isSort(value) ? value : DEFAULT_SHOP_FILTERS.sort })}
            />
            <Group gap="sm" wrap="wrap" mih={36} align="center">
              <label className={classes.checkbox}>
                <input
                  type="checkbox"
                  checked={filters.inStock}
                  onChange={(event) => set({ inStock: event.currentTarget.checked })}
                />
                In stock only
              </label>
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
