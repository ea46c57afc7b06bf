import { z } from 'zod';
import { text } from './fields';

/**
 * One set of address fields for checkout, subscriptions and the profile, with their minimum
 * lengths and messages, and UK postcodes checked and normalised.
 */
export const ADDRESS_MESSAGES = {
  fullName: 'Full name must be at least 2 characters.',
  address1: 'Please enter a valid address.',
  city: 'Please enter a city.',
  postcode: 'Please enter a valid postcode.',
} as const;

/**
 * UK postcode formats (outward code A9, A99, AA9, AA99, A9A, AA9A; inward code 9AA, without the
 * letters Royal Mail never uses there), plus the special GIR 0AA. Matched without spaces.
 */
const UK_POSTCODE =
  /^(?:GIR0AA|[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRV-Y])\d[ABD-HJLNP-UW-Z]{2})$/;

/** 'sw1a1aa' and ' SW1A  1AA ' both become 'SW1A 1AA' (upper case, one space before the inward code). */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

export function isUkPostcode(value: string): boolean {
  return UK_POSTCODE.test(value.replace(/\s+/g, '').toUpperCase());
}

export const fullNameField = text().trim().min(2, ADDRESS_MESSAGES.fullName).max(120);
export const address1Field = text().trim().min(5, ADDRESS_MESSAGES.address1).max(200);
export const cityField = text().trim().min(2, ADDRESS_MESSAGES.city).max(100);
export const postcodeField = text()
  .trim()
  .max(12, ADDRESS_MESSAGES.postcode)
  .refine(isUkPostcode, ADDRESS_MESSAGES.postcode)
  .transform(normalisePostcode);
/** Optional second line: empty becomes null. */
export const address2Field = text()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => (v ? v : null));

/** A field that must be filled (with `message` when empty) and then meet its own rule. */
export function requiredField<Out>(field: z.ZodType<Out, string>, message: string) {
  return text({ error: message }).trim().min(1, message).pipe(field);
}

/** An optional field (profile): empty is null, anything else must meet the field's rule. */
export function optionalField<Out>(field: z.ZodType<Out, string>) {
  return text()
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const parsed = field.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
}
