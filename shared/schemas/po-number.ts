import { text } from './fields';

export const PO_NUMBER_MAX_LENGTH = 40;
export const PO_NUMBER_REQUIRED_MESSAGE = 'Please enter your purchase order number.';
export const PO_NUMBER_TOO_LONG_MESSAGE = `Purchase order number must be at most ${PO_NUMBER_MAX_LENGTH} characters.`;

/**
 * A trade buyer's purchase order number: optional free text, trimmed, empty meaning none. Whether an
 * account must give one is the account's setting, so the placing service checks that, not this field.
 */
export const poNumberField = text()
  .trim()
  .max(PO_NUMBER_MAX_LENGTH, PO_NUMBER_TOO_LONG_MESSAGE)
  .nullish()
  .transform((value) => value || null);

/** The message for a missing purchase order number, or null when the account may leave it out. */
export function poNumberProblem(required: boolean, poNumber: string | null | undefined): string | null {
  return required && !poNumber?.trim() ? PO_NUMBER_REQUIRED_MESSAGE : null;
}
