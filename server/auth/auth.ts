import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { signUpBodySchema } from '../../shared/schemas/auth';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema/index';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { emailVerificationMessage, passwordResetEmail } from '../mail/templates';
import { createProfileForNewUser } from '../modules/account/signup-service';
import { assertSellable } from '../modules/subscription/availability';
import { notifyAdminsOfApplication, syncChangedEmail } from './account-hooks';
import { hashPassword, verifyPassword } from './password';
import { IP_RATE_LIMIT } from './rate-limits';
import {
  checkNewPassword,
  forgiveSuccessfulSignIn,
  limitAttemptsPerEmail,
  limitWholesaleApplications,
  refuseControlCharacters,
  refuseForeignRedirects,
} from './request-guards';
import { verificationLink } from './verification-link';

export type AuthDeps = { db: Db; config: AppConfig; mailer: Mailer; logger: Logger };

export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
/** better-auth extends a session's expiry when it is read at least this long after the last extension. */
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
/** better-auth's session cookie; the __Secure- prefix comes with secure cookies (production). */
export const sessionCookieName = (production: boolean) => `${production ? '__Secure-' : ''}better-auth.session_token`;

export function createAuth({ db, config, mailer, logger }: AuthDeps) {
  return betterAuth({
    appName: 'Royal Biltong',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }) => {
        await mailer.enqueue(passwordResetEmail({ to: user.email, name: user.name, url }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      // Also sends the change-email link (to the new address), worded as a change, not a welcome.
      sendVerificationEmail: async ({ user, url, token }) => {
        const link = verificationLink(url, user.emailVerified);
        await mailer.enqueue(emailVerificationMessage({ to: user.email, name: user.name, url: link, token }));
      },
    },
    user: {
      // The new address gets the confirmation link; the email changes only once it is clicked.
      changeEmail: { enabled: true },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    rateLimit: {
      enabled: config.rateLimit,
      storage: 'database',
      ...IP_RATE_LIMIT,
    },
    advanced: {
      useSecureCookies: config.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.production },
      ipAddress: { ipAddressHeaders: [config.clientIpHeader] },
      database: { generateId: () => crypto.randomUUID(), joins: true },
    },
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        if (config.rateLimit) await forgiveSuccessfulSignIn(ctx, db);
      }),
      before: createAuthMiddleware(async (ctx) => {
        refuseControlCharacters(ctx);
        refuseForeignRedirects(ctx);
        if (config.rateLimit) await limitAttemptsPerEmail(ctx, db);
        const passwordChange = await checkNewPassword(ctx);
        if (passwordChange) return passwordChange;
        if (ctx.path !== '/sign-up/email') return;
        // The sign-up metadata is validated with the shared schema before better-auth runs.
        const parsed = signUpBodySchema.safeParse(ctx.body);
        if (!parsed.success) {
          throw new APIError('BAD_REQUEST', { message: parsed.error.issues[0]?.message ?? 'Invalid sign-up details.' });
        }
        // The visitor is told when the email is taken ('User with this email already exists.').
        const existing = await db
          .select({ id: schema.user.id })
          .from(schema.user)
          .where(eq(schema.user.email, parsed.data.email.toLowerCase()))
          .limit(1);
        if (existing.length > 0) {
          throw new APIError('UNPROCESSABLE_ENTITY', {
            message: 'User with this email already exists.',
            code: 'USER_ALREADY_EXISTS',
          });
        }
        if (config.rateLimit && parsed.data.profile.accountType === 'Wholesale')
          await limitWholesaleApplications(ctx, db, config.clientIpHeader);
        // A signed-out subscriber's plan is stored after the user row is written; refuse a variety the
        // renewal could not ship now, before any account exists (the same rule as a signed-in subscribe).
        const plan = parsed.data.profile.accountType === 'Customer' ? parsed.data.profile.subscription : undefined;
        if (plan) {
          await assertSellable(
            db,
            plan.bags.map((b) => b.variety),
            plan.weight,
          ).catch((error: unknown) => {
            if (error instanceof AppError) throw new APIError('BAD_REQUEST', { message: error.message });
            throw error;
          });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => {
            const parsed = signUpBodySchema.shape.profile.safeParse((ctx?.body as { profile?: unknown } | undefined)?.profile);
            const profile = parsed.success ? parsed.data : { accountType: 'Customer' as const, fullName: user.name };
            await createProfileForNewUser(db, {
              userId: user.id,
              email: user.email,
              profile,
              cardPayments: config.stripe !== null,
            }).catch((error) => {
              logger.error(`could not create the profile of user ${user.id}`, error);
              throw error;
            });
            if (profile.accountType === 'Wholesale')
              await notifyAdminsOfApplication(db, mailer, config.baseUrl, profile, user.email);
          },
        },
        update: {
          after: async (user) => {
            await syncChangedEmail(db, mailer, user);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
