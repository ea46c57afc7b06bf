import { hkdfSync, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { LINK_ACTIONS, LINK_VALID_DAYS, type LinkAction } from '../../../shared/subscription-links';

/*
 * Signed links for subscription emails, as JWTs (HS256). Two kinds, told apart by their audience:
 * - an email link: one subscription, one action, one delivery date, valid 14 days, used once (its jti
 *   is stored when it acts, see email-links.ts);
 * - a capability: what pressing 'Change flavours' or 'Manage subscription' hands the page, letting it
 *   read and edit that one subscription for half an hour without signing the person in.
 * The key is derived from the server's auth secret, so it needs no setting of its own, and a link
 * signed for one purpose cannot be passed off as the other (different audience) or as a session.
 */

const ISSUER = 'royal-biltong';
const LINK_AUDIENCE = 'subscription-email-link';
const CAPABILITY_AUDIENCE = 'subscription-capability';
export const LINK_TTL_SECONDS = LINK_VALID_DAYS * 24 * 60 * 60;
export const CAPABILITY_TTL_SECONDS = 30 * 60;

type Secret = { authSecret: string };

const keys = new Map<string, Uint8Array>();
function keyOf({ authSecret }: Secret): Uint8Array {
  let key = keys.get(authSecret);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', authSecret, 'royal-biltong', 'subscription email links', 32));
    keys.set(authSecret, key);
  }
  return key;
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

export type LinkClaims = { subscriptionId: string; action: LinkAction; deliveryDate: string; jti: string; expiresAt: Date };
export type TokenCheck<T> = { ok: true; claims: T } | { ok: false; reason: 'invalid' | 'expired' };

const linkPayload = z.object({
  sub: z.uuid(),
  jti: z.uuid(),
  exp: z.number(),
  act: z.enum(LINK_ACTIONS),
  dd: z.iso.date(),
});

const capabilityPayload = z.object({ sub: z.uuid(), uid: z.string().min(1), exp: z.number() });

export async function signActionLink(
  secret: Secret,
  link: { subscriptionId: string; action: LinkAction; deliveryDate: string },
  now = new Date(),
): Promise<string> {
  return new SignJWT({ act: link.action, dd: link.deliveryDate })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(LINK_AUDIENCE)
    .setSubject(link.subscriptionId)
    .setJti(randomUUID())
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + LINK_TTL_SECONDS)
    .sign(keyOf(secret));
}

/**
 * A base64url signature can be written with different last characters that decode to the same
 * bytes; only the canonical spelling is accepted, so any changed character makes the link invalid.
 */
function canonicalSignature(token: string): boolean {
  const signature = token.split('.')[2] ?? '';
  return Buffer.from(signature, 'base64url').toString('base64url') === signature;
}

async function verify<T>(
  secret: Secret,
  token: string,
  audience: string,
  schema: z.ZodType<T>,
  now: Date,
): Promise<TokenCheck<T>> {
  if (!canonicalSignature(token)) return { ok: false, reason: 'invalid' };
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience,
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
    const parsed = schema.safeParse(payload);
    return parsed.success ? { ok: true, claims: parsed.data } : { ok: false, reason: 'invalid' };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** Checks an email link's signature, purpose and expiry (not whether it was used: that is in the database). */
export async function readActionLink(secret: Secret, token: string, now = new Date()): Promise<TokenCheck<LinkClaims>> {
  const checked = await verify(secret, token, LINK_AUDIENCE, linkPayload, now);
  if (!checked.ok) return checked;
  const { sub, jti, exp, act, dd } = checked.claims;
  return {
    ok: true,
    claims: { subscriptionId: sub, action: act, deliveryDate: dd, jti, expiresAt: new Date(exp * 1000) },
  };
}

export type Capability = { subscriptionId: string; userId: string };

export async function signCapability(secret: Secret, capability: Capability, now = new Date()): Promise<string> {
  return new SignJWT({ uid: capability.userId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(CAPABILITY_AUDIENCE)
    .setSubject(capability.subscriptionId)
    .setJti(randomUUID())
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + CAPABILITY_TTL_SECONDS)
    .sign(keyOf(secret));
}

export async function readCapability(secret: Secret, token: string, now = new Date()): Promise<Capability | null> {
  const checked = await verify(secret, token, CAPABILITY_AUDIENCE, capabilityPayload, now);
  return checked.ok ? { subscriptionId: checked.claims.sub, userId: checked.claims.uid } : null;
}
