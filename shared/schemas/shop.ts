import { z } from 'zod';
import { SLUG_MAX_LENGTH } from '../slug';
import { text } from './fields';

/** shop.productBySlug: any text up to the slug length (an unknown or malformed slug is simply not found). */
export const shopProductBySlugInputSchema = z.strictObject({
  slug: text({ error: 'Product not found.' }).max(SLUG_MAX_LENGTH, 'Product not found.'),
});
