import { describe, expect, it } from 'vitest';
import { verificationEmail } from '../../server/mail/templates';

describe('the email layout', () => {
  it('lets the fallback link of a long token wrap instead of stretching the email', () => {
    const url = `https://shop.example/api/auth/verify-email?token=${'x'.repeat(400)}&callbackURL=%2Fauth%3Fverified%3D1`;
    const { html, text } = verificationEmail({ to: 'a@example.com', name: 'Ann', url });
    const fallback = /<p style="([^"]*)">Or paste this link into your browser: ([^<]*)<\/p>/.exec(html ?? '');
    expect(fallback?.[2]).toBe(url.replaceAll('&', '&amp;'));
    // A 400-character word with no break opportunity would widen the 560 px column to its own length.
    expect(fallback?.[1]).toMatch(/overflow-wrap:anywhere/);
    expect(fallback?.[1]).toMatch(/word-break:break-all/);
    expect(text).toContain(url);
  });
});
