import { describe, expect, it } from 'vitest';
import { verificationLink } from '../../server/auth/verification-link';

const link = (callback?: string) =>
  `https://shop.example/api/auth/verify-email?token=abc${callback === undefined ? '' : `&callbackURL=${encodeURIComponent(callback)}`}`;
const callbackOf = (url: string) => new URL(url).searchParams.get('callbackURL');

describe('the verification link’s landing page', () => {
  it('sends a new account to the login form, however the link was asked for', () => {
    for (const asked of [undefined, '/', '/account'])
      expect(callbackOf(verificationLink(link(asked), false))).toBe('/auth?verified=1');
    expect(new URL(verificationLink(link('/'), false)).searchParams.get('token')).toBe('abc');
  });

  it('keeps a changed address’s own destination, and any other page asked for', () => {
    expect(verificationLink(link('/account'), true)).toBe(link('/account'));
    expect(callbackOf(verificationLink(link('/subscriptions'), false))).toBe('/subscriptions');
  });
});
