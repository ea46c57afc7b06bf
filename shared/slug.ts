/** A product page address: lowercase ASCII letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;
export const SLUG_FORMAT_MESSAGE =
  'The page address may use only lowercase letters a-z, digits and single hyphens between words (e.g. "chilli-biltong").';

/** "Chilli & Garlic Biltong (Extra Hot)" -> "chilli-and-garlic-biltong-extra-hot"; accents dropped (é -> e). */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug === '' ? 'product' : slug;
}

/** The slug itself when free, else slug-2, slug-3, … (the first not taken). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
