import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';

/** The browser build: what the BFF serves from dist/. */
const browserBuild: BuildEnvironmentOptions = {
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
};

/** The server renderer (src/entry-server.tsx) the BFF imports, built with `vite build --ssr` into dist-server/; never served. */
const serverBuild: BuildEnvironmentOptions = { outDir: 'dist-server', emptyOutDir: true, target: 'node20', minify: false, copyPublicDir: false };

export default defineConfig(({ isSsrBuild }) => ({
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
  build: isSsrBuild ? serverBuild : browserBuild,
  // The server renderer carries its dependencies (React's production build among them), so the
  // BFF needs nothing but this one folder and renders the same code the browser runs.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
}));
