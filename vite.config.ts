import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PAGE_CHUNK_GROUPS } from './shared/page-chunks';

export default defineConfig(({ isSsrBuild }) => ({
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
  ],
  // `~/` is the repository root (tsconfig.json's paths): the client names server types as `~/server/...`.
  resolve: { alias: { '~': fileURLToPath(new URL('.', import.meta.url)) } },
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
        rolldownOptions: {
          output: {
            // Everything the entry imports statically in one chunk: one request instead of ~25 small ones
            // (each a round trip on a slow connection); lazily loaded code is split as before.
            codeSplitting: {
              groups: [
                { name: 'initial', tags: ['$initial'] },
                // The storefront's pages and what they render, Mantine's inputs included: one script and one
                // stylesheet instead of ~18 small ones, each a request the first paint and the largest image
                // queue behind on a slow connection.
                ...PAGE_CHUNK_GROUPS.map(({ name, modules }) => ({ name, test: modules })),
              ],
            },
          },
        },
      },
}));
