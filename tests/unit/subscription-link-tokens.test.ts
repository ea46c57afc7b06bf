import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readActionLink, readCapability, signActionLink, signCapability } from '../../server/modules/subscription/link-tokens';

const secret = { authSecret: 'unit-test-secret-unit-test-secret!!' };
const link = { subscriptionId: crypto.randomUUID(), action: 'skip' as const, deliveryDate: '2026-12-03' };
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('signed subscription links', () => {
  it('read back as signed: subscription, action, delivery date, a token id and a 14-day expiry', async () => {
    const now = new Date('2026-11-29T10:00:00Z');
    const checked = await readActionLink(secret, await signActionLink(secret, link, now), now);
    if (!checked.ok) throw new Error(checked.reason);
    expect(checked.claims).toMatchObject(link);
    expect(checked.claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(checked.claims.expiresAt.toISOString()).toBe('2026-12-13T10:00:00.000Z');
  });

  it('refuses every one-character change, anywhere in the link', async () => {
    const token = await signActionLink(secret, link);
    const outcomes = new Set<string>();
    for (let i = 0; i < token.length; i++) {
      if (token[i] === '.') continue;
      const other = BASE64URL[(BASE64URL.indexOf(token[i] as string) + 1) % BASE64URL.length];
      const checked = await readActionLink(secret, `${token.slice(0, i)}${other}${token.slice(i + 1)}`);
      outcomes.add(checked.ok ? `accepted at ${i}` : checked.reason);
    }
    expect([...outcomes]).toEqual(['invalid']);
  });

  it('expires after 14 days; another secret, an unsigned token and a capability are not links', async () => {
    const sent = new Date('2026-11-01T00:00:00Z');
    const token = await signActionLink(secret, link, sent);
    expect((await readActionLink(secret, token, new Date('2026-11-14T23:59:00Z'))).ok).toBe(true);
    expect(await readActionLink(secret, token, new Date('2026-11-15T00:00:01Z'))).toEqual({ ok: false, reason: 'expired' });
    expect(await readActionLink({ authSecret: 'another-secret-another-secret-xx' }, token, sent)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const [, payload] = token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    expect((await readActionLink(secret, none, sent)).ok).toBe(false);
    const capability = await signCapability(secret, { subscriptionId: link.subscriptionId, userId: 'u1' });
    expect((await readActionLink(secret, capability)).ok).toBe(false);
    expect(await readCapability(secret, token)).toBeNull();
  });

  it('refuses a link signed with the right key but without its action or delivery date', async () => {
    const { hkdfSync } = await import('node:crypto');
    const key = new Uint8Array(hkdfSync('sha256', secret.authSecret, 'royal-biltong', 'subscription email links', 32));
    const bare = await new SignJWT({ act: 'refund' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('royal-biltong')
      .setAudience('subscription-email-link')
      .setSubject(link.subscriptionId)
      .setJti(crypto.randomUUID())
      .setExpirationTime('1h')
      .sign(key);
    expect(await readActionLink(secret, bare)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('capabilities last half an hour', async () => {
    const now = new Date('2026-11-29T10:00:00Z');
    const token = await signCapability(secret, { subscriptionId: link.subscriptionId, userId: 'u1' }, now);
    expect(await readCapability(secret, token, new Date('2026-11-29T10:29:00Z'))).toEqual({
      subscriptionId: link.subscriptionId,
      userId: 'u1',
    });
    expect(await readCapability(secret, token, new Date('2026-11-29T10:31:00Z'))).toBeNull();
  });
});
