import {
  type QueryKey,
  QueryObserver,
  type QueryObserverOptions,
  type QueryObserverResult,
  useQueryClient,
} from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

/**
 * `useQuery` whose new results reach React as transitions. useQuery hands its results to
 * useSyncExternalStore, which applies every change synchronously: one that arrives while a server-rendered
 * page is still hydrating makes React hydrate the rest of the page in one long task (the session read on
 * /shop: 150 ms of a phone's main thread, blocked). As a transition, the change waits for, and joins, the
 * hydration that is already under way in short slices. For values many components read (the session),
 * where a change re-renders much of the page anyway. The options are read once, on mount.
 */
export function useQueryInTransition<TData, TKey extends QueryKey>(
  options: QueryObserverOptions<TData, Error, TData, TData, TKey>,
): QueryObserverResult<TData, Error> {
  const queryClient = useQueryClient();
  const [observer] = useState(() => new QueryObserver(queryClient, options));
  const [result, setResult] = useState(() => observer.getOptimisticResult(queryClient.defaultQueryOptions(options)));
  useEffect(() => {
    // Subscribing starts the fetch when the cache has no fresh answer (as useQuery does on mount).
    const unsubscribe = observer.subscribe((next) => startTransition(() => setResult(next)));
    startTransition(() => setResult(observer.getCurrentResult()));
    return unsubscribe;
  }, [observer]);
  return result;
}
