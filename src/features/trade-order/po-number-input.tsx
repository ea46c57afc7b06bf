import { TextInput } from '@mantine/core';
import { PO_NUMBER_MAX_LENGTH } from '../../../shared/schemas/po-number';

/**
 * The purchase order number of a trade order (checkout on account and the quick order): optional unless
 * the admin set the account's 'PO number required', then marked required. The server checks it either way.
 */
export function PoNumberInput(props: {
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  error?: string | null;
}) {
  return (
    <TextInput
      label="Purchase order number"
      description={props.required ? 'Your account needs one on every order.' : 'Optional: printed on your invoice.'}
      required={props.required}
      maxLength={PO_NUMBER_MAX_LENGTH}
      autoComplete="off"
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={props.error || undefined}
    />
  );
}
