import { describe, expect, it } from 'vitest';
import { pageCacheUrl } from '../../server/http/page-cache-key';

const key = (url: string) => {
  const parsed = new URL(url, 'http://shop.test');
  return pageCacheUrl(parsed.pathname, parsed.searchParams);
};

describe('the rendered-page cache key', () => {
  it('drops parameters the page does not read', () => {
    expect(key('/shop?utm_source=x&utm_campaign=y&fbclid=1')).toBe('/shop');
    expect(key('/about?utm_x=3')).toBe('/about');
    expect(key('/shop/chilli?ref=1')).toBe('/shop/chilli');
    expect(key('/privacy?version=2')).toBe('/privacy');
  });
  it("keeps the page's own parameters, valid values only, in one order", () => {
    expect(key('/shop?utm_x=1&sort=price-asc&size=250g')).toBe('/shop?size=250g&sort=price-asc');
    expect(key('/shop?size=250g&sort=price-asc')).toBe(key('/shop?sort=price-asc&size=250g'));
    expect(key('/shop?sort=junk&size=9kg&inStock=maybe')).toBe('/shop');
    expect(key(`/shop?flavour=${encodeURIComponent('["Chilli"]')}&inStock=true`)).toBe(
      `/shop?flavour=${encodeURIComponent('["Chilli"]')}&inStock=true`,
    );
    expect(key('/terms?version=3&utm_x=1')).toBe('/terms?version=3');
    expect(key('/terms?version=0')).toBe('/terms');
    expect(key('/shop?sort=name-asc&sort=name-desc')).toBe('/shop');
  });
});
