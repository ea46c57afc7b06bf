/**
 * A value made on first use, then kept. For Intl formatters: building one loads locale and time-zone data
 * (tens of milliseconds of a phone's main thread), which a module should not pay when it is merely imported
 * by a page that never formats a date.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
