import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { PROFILE_RETRY_DELAY_MS, type Role } from '../../../shared/constants';
import { type TrpcClient, trpc } from '../trpc';
import { useQueryInTransition } from '../use-query-in-transition';
import { type AuthClientError, isMissingSessionError, loadAuthClient } from './auth-actions';

/** Who is signed in, as the shop's API tells every page (`account.session`); null when nobody is. */
export type SessionAnswer = RouterOutputs['account']['session'];
type SignedIn = NonNullable<SessionAnswer>;
export type AuthUser = SignedIn['user'];
export type AuthSession = SignedIn['session'];
export type Profile = NonNullable<SignedIn['profile']>;

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

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One request of the shop's own API for the user, session and profile (index.html preloads it): better-auth's
 * browser client stays off plain page views. A signed-in user whose profile row is not
 * there yet (just after sign-up) is asked about once more, 500 ms later.
 */
async function readSession(client: TrpcClient, signal?: AbortSignal): Promise<SessionAnswer> {
  const answer = await client.account.session.query(undefined, { signal });
  if (!answer || answer.profile) return answer;
  await wait(PROFILE_RETRY_DELAY_MS);
  return client.account.session.query(undefined, { signal });
}

const sessionQuery = (client: TrpcClient) => ({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }: { signal?: AbortSignal }) => readSession(client, signal),
  staleTime: SESSION_STALE_MS,
});

/** Starts reading the session before the first render (see first-page.tsx); the provider's query reuses it. */
export function prefetchSession(queryClient: QueryClient, client: TrpcClient): Promise<void> {
  return queryClient.prefetchQuery(sessionQuery(client));
}

/** The signed-in user's profile as saved by them: shown at once, without reading the session again. */
export function setOwnProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData<SessionAnswer>(SESSION_QUERY_KEY, (answer) => (answer ? { ...answer, profile } : answer));
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { client } = trpc.useUtils();
  // Read in transitions: the answer lands while a server-rendered page may still be hydrating.
  const query = useQueryInTransition(sessionQuery(client));
  const user = query.data?.user ?? null;
  const session = query.data?.session ?? null;
  const profile = query.data?.profile ?? null;
  const missingProfile = user !== null && profile === null;

  useEffect(() => {
    if (query.error) console.error('Error reading the session:', query.error);
  }, [query.error]);
  useEffect(() => {
    // Still no profile after the retry: role and profile stay empty (the account page says so).
    if (missingProfile) console.error('Error fetching profile:', 'no profile for the signed-in user');
  }, [missingProfile]);

  const loading = query.isPending;

  const signIn = useCallback<AuthContextValue['signIn']>(
    async ({ email, password }) => {
      const authClient = await loadAuthClient();
      const { error } = await authClient.signIn.email({ email, password });
      if (error) return { error };
      // The session first, then prices and private data, which depend on who is signed in: refetch everything.
      await queryClient.invalidateQueries();
      return { error: null };
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      const authClient = await loadAuthClient();
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
    queryClient.setQueryData<SessionAnswer>(SESSION_QUERY_KEY, null);
    // The previous user's data (profile, trade prices, orders) must never reach the next visitor.
    // Removed rather than reset: a reset would refetch them before React sees the signed-out state.
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
