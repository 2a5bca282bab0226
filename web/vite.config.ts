import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One stylesheet, which the BFF inlines into the page: a route's first
    // render never waits for a CSS request of its own.
    cssCodeSplit: false,
    // .vite/manifest.json: the BFF reads it to preload a page's route chunk with the entry.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The runtime every page needs, in one long-cached chunk; the rest of
          // what the entry imports statically in one more (not a dozen small
          // shared chunks, each a request before anything renders). Everything
          // else is split automatically along the lazy routes.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/,
              priority: 2,
            },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
