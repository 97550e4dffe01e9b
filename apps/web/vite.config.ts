import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import {
  defineConfig,
  type Plugin,
  type ProxyOptions,
  type ResolveModulePreloadDependenciesFn,
} from 'vite';
import { browserChunkGroups, libraryChunkGroups } from './chunk-groups';

// The API server; override when it listens elsewhere (e.g. API_PROXY_TARGET=http://127.0.0.1:3001).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const toApi: ProxyOptions = { target: apiTarget, changeOrigin: false };

/**
 * The entry script (src/boot.ts) and its preloads at low fetch priority: they only start the app
 * after the first paint (decision 026), so the stylesheet and the pictures above the fold get
 * the line first.
 */
function lowPriorityEntry(): Plugin {
  return {
    name: 'leadvault:low-priority-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

/**
 * What a dynamic import preloads (decisions 029 and 030): its stylesheets only. Vite's helper adds
 * a `<link rel="modulepreload">` per chunk in the task that imports, about a millisecond each on a
 * phone: the app's import from the entry listed 35, and the page a server-rendered URL loads
 * before hydrating listed a dozen, each list a long task of its own after the first paint. The
 * browser fetches a chunk's imports as it reads it instead; a page opened later in the browser
 * waits a round trip longer for them.
 */
const preloadStylesheetsOnly: ResolveModulePreloadDependenciesFn = (_fileName, deps) =>
  deps.filter((dep) => dep.endsWith('.css'));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), lowPriorityEntry()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  // Stamps what the browser stores (features/content/api/stored-query.ts): a new build ignores
  // the entries an older one wrote.
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(Date.now().toString(36)) },
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
    // Every browser we serve supports modulepreload: no polyfill in the entry script.
    modulePreload: { polyfill: false, resolveDependencies: preloadStylesheetsOnly },
    // dist/.vite/manifest.json: which chunks a page loads first (scripts/first-load-js.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        // The browser's first load in a few chunks, not dozens (chunk-groups.ts, decision 047);
        // the server build groups the libraries only.
        codeSplitting: { groups: isSsrBuild ? libraryChunkGroups : browserChunkGroups() },
      },
    },
  },
}));
