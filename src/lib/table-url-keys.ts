type UrlValue = string | number | boolean;

/**
 * A route's `validateSearch` for a table's URL state, without zod: route options load with the entry chunk
 * (every page's), so this lives with the router's helpers, not with the admin code, and keeps only the table's
 * own keys with plain values (`?status=paid&page=2`).
 * `useTableSearch`, in the table's lazy chunk, checks each value against the table's schema.
 */
export function tableUrlKeys<const Key extends string>(filterKeys: readonly Key[]) {
  const keys: readonly (Key | 'page' | 'sort' | 'desc')[] = ['page', 'sort', 'desc', ...filterKeys];
  return (raw: Record<string, unknown>) => {
    const search: { [K in Key | 'page' | 'sort' | 'desc']?: UrlValue } = {};
    for (const key of keys) {
      const value = raw[key];
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') search[key] = value;
    }
    return search;
  };
}
