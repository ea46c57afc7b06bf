import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT_PATH, isSafeRedirectPath, safeRedirectPath } from '../../shared/redirect';

describe('safeRedirectPath (open redirects)', () => {
  it.each([
    '/account',
    '/account/orders',
    '/admin/account/user-1?tab=details',
    '/checkout',
    '/shop?q=biltong#top',
    '/reset-password',
  ])('keeps the same-site path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    undefined,
    null,
    42,
    {},
    ['/account'],
    '',
    'account',
    'https://evil.example',
    'https://evil.example/account',
    'http:evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '//evil.example/account',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\/evil.example',
    '/account\\..\\..\\evil',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\u0000/evil.example',
    '/account\u0000',
    '/\u001b[31m',
    '/\u007f',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5C/evil.example',
    ' /account',
    ' //evil.example',
    '/auth',
    '/auth?redirect=/account',
    '/auth#x',
    `/${'a'.repeat(2_001)}`,
  ])('sends %j to /account', (value) => {
    expect(safeRedirectPath(value)).toBe(DEFAULT_REDIRECT_PATH);
    expect(isSafeRedirectPath(value)).toBe(false);
  });

  it('never returns anything that leaves the site, for any string', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `/${s}`),
          fc
            .constantFrom('/', '//', '/\\', '\t', '%2f', 'https://evil.example', '?', '#')
            .chain((head) => fc.string().map((tail) => `${head}${tail}`)),
        ),
        (value) => {
          const target = safeRedirectPath(value);
          // What a browser makes of it (it strips tab and newline before parsing).
          const resolved = new URL(target.replace(/[\t\n\r]/g, ''), 'https://shop.example');
          expect(resolved.origin).toBe('https://shop.example');
          expect(target.startsWith('//')).toBe(false);
        },
      ),
      { numRuns: 3_000, seed: 20261123 },
    );
  });
});
