import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../src/features/auth/safe-redirect';

describe('safeRedirect (post-login target)', () => {
  it.each(['/account', '/account/orders', '/admin/account/user-1?tab=details'])('keeps the same-site path %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    undefined,
    42,
    '',
    'account',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/x',
    '/auth',
    '/auth?redirect=/x',
  ])('drops %s', (value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });
});
