/** A number field as Mantine's NumberInput holds it: a number, '' when empty, or text such as '4.50' or '1.'. */
export type NumberField = number | string;

/**
 * What the shared form schemas expect: a number, or '' for "empty". NumberInput keeps '4.50'
 * as text (trailing zero), so it is converted here; '-' becomes NaN, which the schema calls
 * "not a number".
 */
export function toFormNumber(value: NumberField): number | '' {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? '' : Number(value);
}
