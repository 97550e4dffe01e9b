/**
 * Prints the JS a public page loads, from the build manifest: the entry script (src/boot.ts),
 * React (src/runtime.ts) and the app (src/main.tsx) it imports once the page is painted, the
 * page's route module (by default the home page's, what `/` loads before hydrating) and every
 * chunk those import statically, each as its brotli bytes. Chunks loaded later with import()
 * (Swiper, a dialog, another page, the back office) are not counted.
 *
 * This is the bodies alone. The 130 KB target is the figure Lighthouse reports, the transfer
 * size of the page's Script requests, which adds each answer's headers (about 0.55 KB a script
 * on HTTP/1.1): the storefront bench's "JS sent" (scripts/bench/storefront.ts) measures that
 * against a running server; this one is for looking at a build without starting one.
 *
 * Usage: node scripts/first-load-js.mjs [dist folder] [--route src/…] [--json]
 * Run after `npm run build` (the .br files come from compress-assets.mjs; missing ones are
 * compressed here the same way).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

function brotliSize(file) {
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  return zlib.brotliCompressSync(readFileSync(file), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
  }).length;
}

/** The home page's route module (app/router.tsx), what `/` loads before hydrating. */
const HOME_ROUTE = 'src/features/content/index.ts';

/** The entry chunk, the app, a page's route and their static imports, with sizes in bytes. */
export function firstLoadJs(distDir, route = HOME_ROUTE) {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error(`No entry chunk in ${manifestFile}`);

  const keys = new Set();
  const visit = (key) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  // boot.ts imports React (src/runtime.ts) and the app dynamically, after the first paint: they
  // are part of every first load.
  for (const app of manifest[entryKey].dynamicImports ?? []) visit(app);
  if (route) {
    if (!manifest[route])
      throw new Error(`No chunk for the route module ${route} in ${manifestFile}`);
    visit(route);
  }

  const chunks = [...keys].map((key) => {
    const file = manifest[key].file;
    const full = path.join(distDir, file);
    return { file, bytes: readFileSync(full).length, brotli: brotliSize(full) };
  });
  chunks.sort((a, b) => b.brotli - a.brotli);
  const css = [...keys].flatMap((key) => manifest[key].css ?? []);
  return {
    chunks,
    brotli: chunks.reduce((sum, chunk) => sum + chunk.brotli, 0),
    bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
    cssBrotli: [...new Set(css)].reduce(
      (sum, file) => sum + brotliSize(path.join(distDir, file)),
      0,
    ),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const routeAt = args.indexOf('--route');
  const route = routeAt >= 0 ? args[routeAt + 1] : HOME_ROUTE;
  const positional = args.filter(
    (arg, index) => !arg.startsWith('--') && (routeAt < 0 || index !== routeAt + 1),
  );
  const distDir = path.resolve(positional[0] ?? path.join(import.meta.dirname, '..', 'dist'));
  const result = firstLoadJs(distDir, route);
  if (args.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    for (const chunk of result.chunks) {
      console.log(`${kb(chunk.brotli).padStart(9)}  ${chunk.file}`);
    }
    console.log(
      `JS of ${route}: ${kb(result.brotli)} brotli (${kb(result.bytes)} uncompressed, ` +
        `${result.chunks.length} files; Lighthouse adds each answer's headers); ` +
        `its CSS ${kb(result.cssBrotli)} brotli`,
    );
  }
}
