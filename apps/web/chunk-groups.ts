import path from 'node:path';
import type { Rolldown } from 'vite';

type ModuleGraph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>;

const src = path.resolve(import.meta.dirname, 'src') + path.sep;
/** The app a page imports once it is painted (boot.ts): the router and the site frame. */
const APP_ENTRY = path.join(src, 'main.tsx');
/** The routes, which load each page with import(). */
const ROUTER = path.join(src, 'app/router.tsx');
/** The home page's route module. */
const HOME_PAGE = path.join(src, 'features/content/index.ts');
/** The other public pages' route modules. */
const PUBLIC_PAGE = /[\\/]features[\\/]content[\\/]pages[\\/][^\\/]+-page\.tsx$/;

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
 * A group whose chunks `plan` works out from the module graph (module id to chunk name), at the
 * group's first question: Rolldown asks once the graph is complete. Each chunk takes what its
 * modules use of other modules (Rolldown's `includeDependenciesRecursively`, after tree-shaking).
 */
function plannedGroup(
  debugName: string,
  priority: number,
  plan: (graph: ModuleGraph) => Map<string, string>,
): Rolldown.CodeSplittingGroup {
  let chunks: Map<string, string> | undefined;
  return {
    debugName,
    name: (id, graph) => {
      chunks ??= plan(graph);
      return chunks.get(id) ?? null;
    },
    priority,
  };
}

/**
 * Where the public pages' own modules go, the frame's left out: what the home page imports and
 * what two public pages share to `storefront`, what one other page alone imports to that page's
 * `-parts` chunk.
 */
type StorefrontChunks = { shared: Map<string, string>; ownParts: Map<string, string> };

function storefrontChunks(graph: ModuleGraph): StorefrontChunks {
  const frame = ownStaticImports(APP_ENTRY, graph);
  const notInFrame = (entry: string) =>
    [...ownStaticImports(entry, graph)].filter((id) => !frame.has(id));
  const shared = new Map(notInFrame(HOME_PAGE).map((id) => [id, 'storefront']));
  const ownParts = new Map<string, string>();
  const pages = (graph.getModuleInfo(ROUTER)?.dynamicallyImportedIds ?? [])
    .filter((id) => PUBLIC_PAGE.test(id))
    .map((page) => ({ name: `${path.basename(page, '.tsx')}-parts`, modules: notInFrame(page) }));
  const pagesUsing = new Map<string, number>();
  for (const { modules } of pages) {
    for (const id of modules) pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1);
  }
  for (const { name, modules } of pages) {
    for (const id of modules) {
      if (shared.has(id)) continue;
      if ((pagesUsing.get(id) ?? 0) > 1) shared.set(id, 'storefront');
      else ownParts.set(id, name);
    }
  }
  return { shared, ownParts };
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
 * The browser build's chunks (decision 047). Left to itself the bundler makes a chunk of every
 * set of modules that the same dynamic imports share: the home page loaded 45 scripts, most
 * under a kilobyte compressed, and on HTTP/1.1 each answer's headers weighed about as much as
 * its code. Beside the libraries':
 * - `frame`: what src/main.tsx imports statically, the router and the site frame, which every
 *   page loads anyway (main.tsx keeps a small chunk of its own: boot.ts imports it).
 * - `storefront`: what the home page imports beside the frame, and what two public pages share.
 *   Another public page loads all of it (10 KB brotli) in one request instead of a dozen.
 * - `<page>-parts`: what one other public page alone imports, beside its route's chunk.
 * Each chunk takes the libraries its modules use, unless a chunk before it holds them, so no
 * two chunks import each other. The account, checkout and admin pages keep the automatic
 * chunking (they import from these chunks where they share modules).
 */
export function browserChunkGroups(): Rolldown.CodeSplittingGroup[] {
  let plan: StorefrontChunks | undefined;
  const storefront = (graph: ModuleGraph) => {
    plan ??= storefrontChunks(graph);
    return plan;
  };
  return [
    // Vite's helper that preloads a dynamic import's stylesheets: boot.ts imports it, and inside
    // the frame's chunk it would make the whole app a static import of the entry.
    { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 5 },
    ...libraryChunkGroups,
    plannedGroup('frame', 2, (graph) => {
      return new Map([...ownStaticImports(APP_ENTRY, graph)].map((id) => [id, 'frame']));
    }),
    // Two groups: the storefront's takes what its modules use first (one page's module that the
    // home page uses through an index stays in the storefront).
    plannedGroup('storefront', 1, (graph) => storefront(graph).shared),
    plannedGroup('public pages', 0, (graph) => storefront(graph).ownParts),
  ];
}
