/** Transport limits the client and server agree on. */

/**
 * Most tRPC calls one HTTP request may carry (one request once carried ~1,800). The
 * browser's batch link splits at the same size, so the app itself never meets the server's refusal.
 */
export const MAX_TRPC_BATCH_SIZE = 10;
