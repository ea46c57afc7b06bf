import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import superjson from 'superjson';
import { ZodError, z } from 'zod';
import { AppError, type AppErrorCode } from '../errors';
import type { RequestContext } from './context';

const production = process.env.NODE_ENV === 'production';

const TRANSPORT_CODE: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
};

function withoutStack<T extends { stack?: string }>(data: T): Omit<T, 'stack'> {
  const { stack: _stack, ...rest } = data;
  return rest;
}

/** What a procedure declares about itself beyond its input and output. */
export type ProcedureMeta = {
  /**
   * Whether the writer's next read must see what this mutation changed in the catalogue (default: no).
   * True for the writes whose author reads the changed catalogue straight back (the admin's product
   * edits, an order cancelled into stock). Other writes change nothing the shop list shows (carts,
   * accounts), or their author does not read the change back and the triggers' own announcement is
   * soon enough (an order's stock: the shopper goes on to their account, and other shoppers only ever
   * see stock as announced).
   */
  catalogueReadBack?: boolean;
};

export const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    // Dates (and other non-JSON values) arrive as the types say; the client's link uses the same transformer.
    transformer: superjson,
    isDev: !production,
    errorFormatter({ shape, error, ctx }) {
      const zodError = error.cause instanceof ZodError ? z.flattenError(error.cause) : null;
      // In production, internal errors never reveal their message (it may hold SQL) or a stack.
      const inProduction = production || ctx?.config.production === true;
      const hideMessage = inProduction && error.code === 'INTERNAL_SERVER_ERROR';
      return {
        ...shape,
        message: hideMessage ? 'Something went wrong. Please try again.' : shape.message,
        // The key is left out, not set to undefined: superjson would name it in the body's meta.
        data: inProduction ? { ...withoutStack(shape.data), zodError } : { ...shape.data, zodError },
      };
    },
  });

/** Turns a service's AppError into the matching TRPCError, keeping its user message. */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TRANSPORT_CODE[cause.code], message: cause.userMessage, cause });
  }
  return result;
});

/**
 * A write may change products, prices, stock or visibility; the database triggers announce such changes
 * to every instance after the commit (drizzle/0001). Before answering a write, this instance waits until
 * it has heard every change committed so far, so the writer's next read sees its own write. The cache is
 * dropped only for real catalogue changes: a cart or account write leaves it alone. The wait costs a
 * statement and a round trip through the listener, so only the mutations that declare they need it
 * pay for it (ProcedureMeta.catalogueReadBack).
 */
const catalogueCaughtUpAfterWrites = t.middleware(async ({ ctx, type, meta, next }) => {
  const result = await next();
  if (type === 'mutation' && result.ok && meta?.catalogueReadBack === true) await ctx.catalogue.catchUp();
  return result;
});

export const router = t.router;
/** Adds the signed-in user's profile (role, trade status, tier) to the context; null for visitors. */
export const withProfile = t.middleware(async ({ ctx, next }) => next({ ctx: { profile: await ctx.loadProfile() } }));

/** Procedures that never read the profile: the cart, whose statements derive the price tier themselves. */
export const profilelessProcedure = t.procedure.use(mapAppErrors).use(catalogueCaughtUpAfterWrites);
export const baseProcedure = profilelessProcedure.use(withProfile);
export const createCallerFactory = t.createCallerFactory;
