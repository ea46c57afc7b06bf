import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import type { RouterOutputs } from '../../../server/trpc/app-router';
import { PROFILE_RETRY_DELAY_MS, type Role } from '../../../shared/constants';
import { trpc } from '../trpc';
import type { AuthClientError, AuthSession, AuthUser } from './auth-client';

export type Profile = RouterOutputs['account']['me'];

export type AuthState = {
  user: AuthUser | null;
  session: AuthSession | null;
  profile: Profile | null;
  role: Role | null;
  /** True until the session, and the profile of a signed-in user, have been read. */
  loading: boolean;
};

export type AuthContextValue = AuthState & {
  signIn: (input: { email: string; password: string }) => Promise<{ error: AuthClientError | null }>;
  signOut: () => Promise<void>;
};

/** What the router sees before the provider has rendered once. */
export const INITIAL_AUTH_STATE: AuthState = { user: null, session: null, profile: null, role: null, loading: true };

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;
const SESSION_STALE_MS = 60_000;

// The better-auth client (about 12 kB gzip) loads on first use, off the entry chunk (budget 150 kB):
// on the first page it comes alongside the route's chunk, while index.html's preload of
// /api/auth/get-session already has the session on its way.
const loadAuthClient = () => import('./auth-client');

/** better-auth's client getSession; its failures (status, code, message) are thrown for the query to hold. */
async function requestSession() {
  const { authClient } = await loadAuthClient();
  const { data, error } = await authClient.getSession();
  if (error) throw error;
  return data ?? null;
}

/** Starts reading the session before the first render (see first-page.ts); the provider's query reuses it. */
export function prefetchSession(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: requestSession, staleTime: SESSION_STALE_MS });
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const sessionQuery = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: requestSession, staleTime: SESSION_STALE_MS });
  const user = sessionQuery.data?.user ?? null;
  const session = sessionQuery.data?.session ?? null;

  // Spec section 4: a missing profile row (just after sign-up) is retried once after 500 ms.
  const profileQuery = trpc.account.me.useQuery(undefined, {
    enabled: user !== null,
    retry: (failureCount, error) => failureCount < 1 && error.data?.code === 'NOT_FOUND',
    retryDelay: PROFILE_RETRY_DELAY_MS,
  });
  useEffect(() => {
    if (profileQuery.error) console.error('Error fetching profile:', profileQuery.error);
  }, [profileQuery.error]);
  useEffect(() => {
    if (sessionQuery.error) console.error('Error reading the session:', sessionQuery.error);
  }, [sessionQuery.error]);

  const profile = user && profileQuery.data ? profileQuery.data : null;
  const loading = sessionQuery.isPending || (user !== null && profileQuery.isPending);

  const signIn = useCallback<AuthContextValue['signIn']>(
    async ({ email, password }) => {
      const { authClient } = await loadAuthClient();
      const { error } = await authClient.signIn.email({ email, password });
      if (error) return { error };
      // Prices and private data depend on who is signed in: refetch everything.
      await queryClient.invalidateQueries();
      return { error: null };
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      const { authClient, isMissingSessionError } = await loadAuthClient();
      const { error } = await authClient.signOut();
      if (error && !isMissingSessionError(error)) {
        console.error('Error signing out:', error);
        return;
      }
      if (error) console.warn('The session had already ended on the server; clearing it locally.', error);
    } catch (error) {
      console.error('Error signing out:', error);
      return;
    }
    await queryClient.cancelQueries();
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    // The previous user's data (profile, trade prices, orders) must never reach the next visitor.
    // Removed rather than reset: a reset would refetch the profile before React sees the signed-out state.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, session, profile, role: profile?.role ?? null, loading, signIn, signOut }),
    [user, session, profile, loading, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
