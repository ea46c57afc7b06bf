type FieldErrors = Record<string, string[] | undefined>;
type ErrorLike = {
  message?: unknown;
  data?: { code?: unknown; zodError?: { formErrors?: string[]; fieldErrors?: FieldErrors } | null };
};

/**
 * The message to show for a failed tRPC call. The server's own message carries the shop's
 * wording; for a rejected input it is zod's JSON, so the first field message is shown instead.
 */
export function errorMessage(error: unknown): string {
  const { message, data } = (error ?? {}) as ErrorLike;
  const zod = data?.zodError;
  if (zod) {
    const first = zod.formErrors?.[0] ?? Object.values(zod.fieldErrors ?? {}).find((list) => list?.length)?.[0];
    if (first) return first;
  }
  return typeof message === 'string' && message ? message : 'Something went wrong. Please try again.';
}

/** The tRPC error code (e.g. 'CONFLICT'), when the error has one. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as ErrorLike | null)?.data?.code;
  return typeof code === 'string' ? code : undefined;
}
