import { TRPCError } from '@trpc/server';
import { baseProcedure, profilelessProcedure, withProfile } from './init';

/** Anyone, signed in or not. */
export const publicProcedure = baseProcedure;

/**
 * A signed-in user with a verified email, without reading their profile: for the cart, whose statements read the
 * shopper's trade standing themselves, so a cart click costs one statement less. Narrows ctx.session to non-null.
 */
export const shopperProcedure = profilelessProcedure.use(({ ctx, next }) => {
  if (!ctx.session?.user.emailVerified) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in to continue.' });
  }
  return next({ ctx: { ...ctx, session: ctx.session } });
});

/** A signed-in user with a verified email, with their profile (read only once the session passed). */
export const authedProcedure = shopperProcedure.use(withProfile);

/** An approved wholesaler, or an admin. */
export const wholesaleProcedure = authedProcedure.use(({ ctx, next }) => {
  const profile = ctx.profile;
  const allowed = profile && (profile.role === 'admin' || (profile.role === 'wholesaler' && profile.status === 'approved'));
  if (!allowed) throw new TRPCError({ code: 'FORBIDDEN', message: 'Only approved wholesale accounts can do this.' });
  return next({ ctx: { ...ctx, profile } });
});

/** Admins only; every other role gets FORBIDDEN whatever the client shows. */
export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  const profile = ctx.profile;
  if (profile?.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: 'Access Denied.' });
  return next({ ctx: { ...ctx, profile } });
});
