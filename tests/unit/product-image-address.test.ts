import { describe, expect, it } from 'vitest';
import { productFormSchema } from '../../shared/schemas/product';

const imageIssue = (imageUrl: string) =>
  productFormSchema.shape.imageUrl.safeParse(imageUrl).error?.issues.map((issue) => issue.message) ?? [];
const REFUSED = ['Please upload an image or give an https:// image address'];

describe("a product's image address", () => {
  it("accepts the shop's own uploads, its bundled bag art (the demo products' images) and https addresses", () => {
    for (const url of ['/media/3f2a9c1e-800.webp', '/images/products/garlic.svg', 'https://cdn.example.com/bag.png']) {
      expect(imageIssue(url), url).toEqual([]);
    }
  });

  it('refuses scripts, data, plain http and paths outside those folders', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'http://example.com/a.png',
      '/images/products/../../secret.svg',
      '/images/products/garlic.svg.js',
      '//evil.example/a.svg',
    ]) {
      expect(imageIssue(url), url).toEqual(REFUSED);
    }
  });
});
