import type { QueryClient } from '@tanstack/react-query';
import type { AppDependencies } from './app';
import { prefetchSession } from './lib/auth/auth-context';

/** Resolves once no query is fetching (the route loaders' data, the session). */
export function queriesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const cache = queryClient.getQueryCache();
    const unsubscribe = cache.subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
    if (queryClient.isFetching() === 0) {
      unsubscribe();
      resolve();
    }
  });
}

/**
 * Waits, at most `maxWaitMs`, for what the first page needs: its route's code, the data its loader
 * starts and the session. The first render is then the finished page, in one go, instead of
 * skeletons followed by a second render of the whole page (and a third once the session is known);
 * index.html and the server's hints (server/http/front-end-pages.ts) have these requests under way early.
 */
export async function firstPageReady({ router, queryClient, trpcClient }: AppDependencies, maxWaitMs: number): Promise<void> {
  void prefetchSession(queryClient, trpcClient);
  const ready = router
    .load()
    .then(() => queriesSettled(queryClient))
    .catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  await Promise.race([ready, timeout]);
  clearTimeout(timer);
}
