import { TRPCClientError } from '@trpc/client';

type FieldErrors = Record<string, string[] | undefined>;
type ErrorLike = {
  message?: unknown;
  issues?: unknown;
  data?: { code?: unknown; zodError?: { formErrors?: string[]; fieldErrors?: FieldErrors } | null };
};

export const UNEXPECTED_ERROR = 'Something went wrong. Please try again.';
export const UNREACHABLE_ERROR = 'We could not reach the shop. Please check your connection and try again.';

/**
 * The one way a failure reaches the screen. The server's own message carries the shop's wording, so it is
 * shown as it is, except:
 * - a rejected input (tRPC's zod error, or a zod parse on the client): the first field message, not zod's JSON;
 * - a call that got no answer from the shop (offline, or a proxy's page): the browser's words ('Failed to
 *   fetch', a JSON parse error) mean nothing to a shopper, so a plain sentence about the connection instead;
 * - anything without words of its own (better-auth's bare status, a thrown non-error): the fallback.
 */
export function errorMessage(error: unknown, fallback: string = UNEXPECTED_ERROR): string {
  if (error instanceof TRPCClientError && error.data === undefined) return UNREACHABLE_ERROR;
  const { message, data, issues } = (error ?? {}) as ErrorLike;
  const zod = data?.zodError;
  if (zod) {
    const first = zod.formErrors?.[0] ?? Object.values(zod.fieldErrors ?? {}).find((list) => list?.length)?.[0];
    if (first) return first;
  }
  if (Array.isArray(issues)) {
    const first = (issues[0] as { message?: unknown } | undefined)?.message;
    if (typeof first === 'string' && first) return first;
  }
  return typeof message === 'string' && message ? message : fallback;
}

/** The tRPC error code (e.g. 'CONFLICT'), when the error has one. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as ErrorLike | null)?.data?.code;
  return typeof code === 'string' ? code : undefined;
}
