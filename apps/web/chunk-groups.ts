import path from 'node:path';
import type { Rolldown } from 'vite';

type ModuleGraph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>;

const src = path.resolve(import.meta.dirname, 'src') + path.sep;
/** The app a page imports once it is painted (boot.ts): the router and the site frame. */
const APP_ENTRY = path.join(src, 'main.tsx');
/** The home page's route module (app/router.tsx). */
const HOME_PAGE = path.join(src, 'features/content/index.ts');

/** Only `export … from` lines: a feature's index, which re-exports for many chunks. */
const REEXPORTS_ONLY =
  /^(?:\s*(?:\/\/[^\n]*|export\s+(?:\*|\{[^}]*\})\s+from\s+['"][^'"]+['"];?))*\s*$/;

/**
 * The app's own modules (src/) that `entry` imports statically, directly or not, `entry` left
 * out. The walk stops at a module something loads with import() (a page, the admin area: they
 * keep their chunks) and at an index that only re-exports (which of its modules a chunk uses is
 * the bundler's to tell after tree-shaking: importing a feature's index would take the whole
 * feature). Libraries are not followed either: they keep the bundler's chunks.
 */
function ownStaticImports(entry: string, graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
      const info = graph.getModuleInfo(next);
      if (!next.startsWith(src) || !info || info.dynamicImporters.length > 0) continue;
      if (REEXPORTS_ONLY.test(info.code ?? '')) continue;
      pending.push(next);
    }
  }
  found.delete(entry);
  return found;
}

/**
 * A group of the modules that `members` picks from the module graph, worked out at the group's
 * first question (Rolldown asks once the graph is complete), with what they use of other modules
 * (Rolldown's `includeDependenciesRecursively`, after tree-shaking).
 */
function graphGroup(
  name: string,
  priority: number,
  members: (graph: ModuleGraph) => Set<string>,
): Rolldown.CodeSplittingGroup {
  let captured: Set<string> | undefined;
  return {
    name: (id, graph) => {
      captured ??= members(graph);
      return captured.has(id) ? name : null;
    },
    priority,
  };
}

/**
 * Libraries with chunks of their own, in the browser and the server build. React and the router
 * change less often than our code and every page needs them: their chunk stays cached across
 * deploys. Other libraries are left to the chunks that use them (one catch-all vendor chunk
 * would put Swiper, PayPal and the form libraries into every page's first load).
 */
export const libraryChunkGroups: Rolldown.CodeSplittingGroup[] = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 4,
  },
  // Only the pages with forms need these; as their own chunk they never ride along in a chunk
  // that a public page loads first.
  {
    name: 'forms',
    test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/,
    priority: 3,
  },
];

/**
 * The browser build's chunks (decision 043). Left to itself the bundler makes a chunk of every
 * set of modules that the same dynamic imports share: the home page loaded 45 scripts, most
 * under a kilobyte compressed, and on HTTP/1.1 each answer's headers weighed about as much as
 * its code. Beside the libraries':
 * - `frame`: what src/main.tsx imports statically, the router and the site frame, which every
 *   page loads anyway (main.tsx keeps a small chunk of its own: boot.ts imports it).
 * - `storefront`: what the home page imports beside the frame, its sections and the helpers the
 *   public pages share. Another public page that uses one of them loads them all, in one request
 *   instead of a dozen.
 * Each group takes the libraries its modules use, unless another chunk holds them, so no two
 * chunks import each other. The pages, the account and checkout pages and the back office keep
 * the automatic chunking.
 */
export const browserChunkGroups: Rolldown.CodeSplittingGroup[] = [
  // Vite's helper that preloads a dynamic import's stylesheets: boot.ts imports it, and inside
  // the frame's chunk it would make the whole app a static import of the entry.
  { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 5 },
  ...libraryChunkGroups,
  graphGroup('frame', 2, (graph) => ownStaticImports(APP_ENTRY, graph)),
  graphGroup('storefront', 1, (graph) => {
    const frame = ownStaticImports(APP_ENTRY, graph);
    return new Set([...ownStaticImports(HOME_PAGE, graph)].filter((id) => !frame.has(id)));
  }),
];
