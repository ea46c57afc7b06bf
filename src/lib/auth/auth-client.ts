import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's browser client (about 12 kB gzip). Only auth actions load it (see auth-actions.ts):
 * pages read who is signed in through the shop's own API (`account.session`, auth-context.tsx).
 * Absolute base URL so jsdom tests resolve requests too.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  fetchOptions: {
    // Every auth call is same-origin; the session cookie goes with it.
    credentials: 'same-origin',
    // better-auth otherwise keeps the fetch it saw at start-up; looking it up per call lets
    // request interception set up later (msw in the UI tests) see auth calls too.
    customFetchImpl: (input, init) => fetch(input, init),
  },
});

export type AuthClient = typeof authClient;
