import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// The API server; override when it listens elsewhere (e.g. API_PROXY_TARGET=http://127.0.0.1:3001).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const toApi: ProxyOptions = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  server: {
    // Same-origin in the browser: cookies and better-auth's origin check keep working.
    proxy: { '/api': toApi, '/uploads': toApi, '/sandbox': toApi },
  },
  preview: {
    proxy: { '/api': toApi, '/uploads': toApi, '/sandbox': toApi },
  },
  // The server build (`vite build --ssr`, dist-server) carries the libraries it uses instead of
  // importing them from node_modules at run time: only the icons and code the pages use, in a few
  // files, where lucide-react alone is a ~4 MB CommonJS file and its source map, all loaded and
  // held by the server (decision 025). The browser build is unaffected.
  ssr: {
    noExternal: true,
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks a page loads first (scripts/first-load-js.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router change less often than our code and every page needs them: their
        // own chunk stays cached across deploys. Other libraries are left to the chunks of the
        // pages that use them (one catch-all vendor chunk would put Swiper, PayPal and the form
        // libraries into every page's first load).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            // Only the pages with forms need these; as their own chunk they never ride along
            // in a chunk that a public page loads first.
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/,
              priority: 1,
            },
            // The back office (and its kit) in one file, loaded with the first admin screen. Only its own
            // modules: what it shares with the storefront stays where the storefront loads it, and
            // screens.ts (the router's list of admin screens) stays in the main chunk, as do the
            // kit's table and query states (My Orders and Pending Payments use them).
            {
              name: 'admin',
              test: /src[\\/](features[\\/]admin[\\/](?!screens\.ts)|components[\\/]kit[\\/](?!data-table|query-state))/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
