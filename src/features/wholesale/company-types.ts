import { COMPANY_TYPES } from '../../../shared/constants';

/** 'sports club' -> 'Sports club': stored values stay lower-case, people read a capital. */
export function companyTypeLabel(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Select options for the company type; an older free-text value stays selectable instead of vanishing. */
export function companyTypeOptions(current?: string | null): Array<{ value: string; label: string }> {
  const values: string[] = [...COMPANY_TYPES];
  if (current && !values.includes(current)) values.unshift(current);
  return values.map((value) => ({ value, label: companyTypeLabel(value) }));
}
