import { FAT_OPTIONS, type FatOption, FREQUENCIES, MOISTURE_OPTIONS, WEIGHTS } from '../../../shared/constants';

/** Option lists for the subscribe and edit forms, labelled the way shoppers know them. */
export const WEIGHT_DATA = WEIGHTS.map((weight) => ({ value: weight, label: weight }));
export const FREQUENCY_DATA = FREQUENCIES.map((frequency) => ({ value: frequency, label: frequency }));
export const MOISTURE_DATA = MOISTURE_OPTIONS.map((option) => ({
  value: option.value,
  label: `${option.label}: ${option.description}`,
}));

const FAT_LABELS: Record<FatOption, string> = { lean: 'Lean', 'with-fat': 'With fat' };
export const FAT_DATA = FAT_OPTIONS.map((fat) => ({ value: fat, label: FAT_LABELS[fat] }));

export function fatLabel(fat: string): string {
  return FAT_LABELS[fat as FatOption] ?? fat;
}

/** A variety select with an empty first choice, so an untouched bag shows 'Please select a variety.' */
export function varietyData(varieties: readonly string[]) {
  return [{ value: '', label: 'Select a variety' }, ...varieties.map((name) => ({ value: name, label: name }))];
}

/** A variety as `subscription.varieties` lists it: the bag sizes it has a price and stock for. */
export type OfferedVariety = { name: string; weights: readonly string[] };

/** Only varieties a renewal of this bag size could ship (offer only what can be sold). */
export function varietiesFor(offered: readonly OfferedVariety[], weight: string): string[] {
  return offered.filter((variety) => variety.weights.includes(weight)).map((variety) => variety.name);
}
