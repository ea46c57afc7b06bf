// What tRPC's React layer (@trpc/react-query) gets when it imports React Query in the browser build (vite.config.ts).
// Its hook factory names every React Query hook, so all of them shipped in the entry although the app calls
// tRPC's useQuery, useMutation and useUtils only; the others are stand-ins here that say what to do if ever called.
// tests/unit/react-query-for-trpc.test.ts fails when the app starts calling one of them.
export {
  hashKey,
  infiniteQueryOptions,
  QueryClient,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
} from '@tanstack/react-query';

function leftOut(name: string): () => never {
  return () => {
    throw new Error(`${name} through tRPC is left out of the browser build: export it in src/lib/react-query-for-trpc.ts.`);
  };
}

export const useInfiniteQuery = leftOut('useInfiniteQuery');
export const useSuspenseInfiniteQuery = leftOut('useSuspenseInfiniteQuery');
export const useSuspenseQuery = leftOut('useSuspenseQuery');
export const useSuspenseQueries = leftOut('useSuspenseQueries');
export const useQueries = leftOut('useQueries');
export const usePrefetchQuery = leftOut('usePrefetchQuery');
export const usePrefetchInfiniteQuery = leftOut('usePrefetchInfiniteQuery');
