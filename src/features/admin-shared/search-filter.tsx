import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

type SearchFilterProps = {
  /** The applied search (from the URL). */
  value: string | undefined;
  /** Called once typing pauses, with the trimmed text ('' clears the filter). */
  onChange: (value: string) => void;
  label?: string;
  ariaLabel?: string;
  placeholder: string;
  width?: number;
};

/** A table's text filter: shows what is typed at once, asks the server once typing pauses. */
export function SearchFilter({ value, onChange, label, ariaLabel, placeholder, width = 280 }: SearchFilterProps) {
  const [text, setText] = useState(value ?? '');
  const apply = useDebouncedCallback((next: string) => onChange(next.trim()), SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      label={label}
      aria-label={label ? undefined : ariaLabel}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: width }}
    />
  );
}
