import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
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
  build: {
    outDir: 'dist',
    sourcemap: false,
  },
});
