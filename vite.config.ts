import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { PAGE_CHUNK_GROUPS } from './shared/page-chunks';

/**
 * Route code of the signed-in areas (account, admin, the trade portal) and their sidebar layout; not the pages
 * of paying for an order, which follow checkout.
 */
const SIGNED_IN_AREA = /[\\/]src[\\/](routes[\\/]_authenticated[\\/](account|admin)[\\/]|layout[\\/]sidebar[\\/])/;

/**
 * Each `import()` in a chunk carries the list of files to fetch alongside it: its stylesheets, which must load,
 * and its scripts, preloaded in parallel instead of one level of imports after another. For the signed-in areas'
 * routes these lists ran to 30-100 files each, about 2 kB gzip of file names in the entry every shopper downloads;
 * they keep their stylesheets only. Their scripts are fetched as the route's chunk imports them, from the moment the
 * router preloads the route (a link hovered or touched). The server still preloads all of a first page's scripts
 * (server/http/front-end-pages.ts, from the manifest).
 */
function signedInAreaPreloads() {
  const chunks = new Set<string>();
  const plugin: Plugin = {
    name: 'signed-in-area-preloads',
    apply: 'build',
    generateBundle: {
      // Before Vite writes the preload lists (in its own generateBundle).
      order: 'pre',
      handler(_options, bundle) {
        chunks.clear();
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.facadeModuleId && SIGNED_IN_AREA.test(chunk.facadeModuleId))
            chunks.add(chunk.fileName);
        }
      },
    },
  };
  return { plugin, resolveDependencies: (file: string, scripts: string[]) => (chunks.has(file) ? [] : scripts) };
}

/**
 * tRPC's React layer imports every React Query hook (its hook factory names them all); in the browser build it gets
 * src/lib/react-query-for-trpc.ts instead, which passes on the hooks the app calls through tRPC (useQuery,
 * useMutation; useUtils needs none) and stands in for the rest: about 2 kB gzip less in the entry.
 */
const reactQueryForTrpc: Plugin = {
  name: 'react-query-for-trpc',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== '@tanstack/react-query' || !importer || !/[\\/]node_modules[\\/]@trpc[\\/]react-query[\\/]/.test(importer)) {
      return null;
    }
    return fileURLToPath(new URL('./src/lib/react-query-for-trpc.ts', import.meta.url));
  },
};

export default defineConfig(({ isSsrBuild }) => {
  const preloads = signedInAreaPreloads();
  return {
    plugins: [
      // Must run before the React plugin so route files are split into lazy chunks first
      // (admin and account code stays out of the shop's entry chunk).
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: './src/routes',
        generatedRouteFile: './src/routeTree.gen.ts',
      }),
      react(),
      preloads.plugin,
      reactQueryForTrpc,
    ],
    // `~/` is the repository root (tsconfig.json's paths): the client names server types as `~/server/...`.
    resolve: {
      alias: [
        { find: /^~\//, replacement: fileURLToPath(new URL('./', import.meta.url)) },
        // TanStack's store imports the selector hook's shim for React before 18, which carries its own
        // useSyncExternalStore; React 19 has one, and the package's plain entry uses it (same code otherwise).
        { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      ],
    },
    build: isSsrBuild
      ? // src/entry-server.tsx for server rendering (server/http/rendered-pages.ts); packages stay in node_modules.
        // One file: the server imports it afresh after a rebuild, and chunks of the old build must not mix in.
        {
          outDir: 'build/ssr',
          sourcemap: false,
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: { output: { codeSplitting: false } },
        }
      : {
          outDir: 'dist',
          sourcemap: false,
          // dist/.vite/manifest.json: the server reads each route's chunks from it to preload them (server/http/front-end-pages.ts).
          manifest: true,
          // Every browser the shop supports preloads modules itself: Vite's polyfill for older ones is dead weight.
          modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
          rolldownOptions: {
            // tRPC's client package declares no `sideEffects`, so its WebSocket link (unused here) stays in the
            // bundle for one top-level statement (a static property set on its own class). Its modules have no
            // effect beyond their exports, so unused ones are left out.
            treeshake: { moduleSideEffects: [{ test: /[\\/]node_modules[\\/]@trpc[\\/]client[\\/]/, sideEffects: false }] },
            output: {
              // Everything the entry imports statically in one chunk: one request instead of ~25 small ones
              // (each a round trip on a slow connection); lazily loaded code is split as before.
              codeSplitting: {
                groups: [
                  { name: 'initial', tags: ['$initial'] },
                  // The shop's list, a product's page (which adds to the list's) and the home page, each with what it
                  // renders, Mantine's inputs included: one script and one stylesheet per page instead of ~18 small
                  // ones, each a request on a slow connection. The list does not carry the product page's code.
                  ...PAGE_CHUNK_GROUPS.map(({ name, modules }) => ({ name, test: modules })),
                ],
              },
            },
          },
        },
  };
});
