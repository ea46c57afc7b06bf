import type { QueryClient } from '@tanstack/react-query';
import type { AuthState } from './lib/auth/auth-context';
import type { TrpcUtils } from './lib/trpc';

/** What every route's beforeLoad and loader receive (style guide 8). */
export type RouterContext = {
  queryClient: QueryClient;
  trpc: TrpcUtils;
  /** Kept current by <AppRouter>, so beforeLoad can gate protected routes. */
  auth: AuthState;
  /** The public site's origin, for canonical and Open Graph URLs (the configured BASE_URL on the server). */
  siteUrl: string;
};
