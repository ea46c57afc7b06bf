import { TRPCError } from '@trpc/server';
import { baseProcedure } from './init';

/** Anyone, signed in or not. */
export const publicProcedure = baseProcedure;

/** A signed-in user with a verified email; narrows ctx.session to non-null. */
export const authedProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.session?.user.emailVerified) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in to continue.' });
  }
  return next({ ctx: { ...ctx, session: ctx.session } });
});

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
