import { z } from 'zod';

/**
 * Number fields of the admin forms. Mantine's NumberInput gives '' when a field is empty, so
 * '' (or null, or a missing key) means "no value". The value is then checked with the field's
 * own messages, and the step of the input (0.01, 0.001, whole numbers) is enforced as a
 * maximum number of decimals so the server never rounds what the admin typed.
 */
export type NumberRules = {
  /** Message for a negative value, e.g. 'Price must be non-negative'. */
  negative: string;
  /** Message for something that is not a number at all. */
  notANumber: string;
  /** 0 for whole numbers. */
  decimals: number;
  /** Message when the value has more decimals than the input's step allows. */
  tooPrecise: string;
  max: number;
  tooLarge: string;
};

/** True when value has no more than `decimals` decimal places (tolerant of binary float noise). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** The checks of one number field, without the "empty" handling. */
export function checkedNumber(rules: NumberRules) {
  return z
    .number({ error: rules.notANumber })
    .min(0, rules.negative)
    .max(rules.max, rules.tooLarge)
    .refine((value) => hasAtMostDecimals(value, rules.decimals), rules.tooPrecise);
}

/** '' | null | undefined -> null; a number -> checked with the field's rules. */
export function nullableFormNumber(rules: NumberRules) {
  return z
    .union([z.literal(''), z.number(), z.null()], { error: rules.notANumber })
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value))
    .pipe(checkedNumber(rules).nullable());
}
