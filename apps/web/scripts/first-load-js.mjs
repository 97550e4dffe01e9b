/**
 * Prints the first-load JS of a public page: the brotli size of the entry script (src/boot.ts),
 * the app it loads once the page is painted (src/main.tsx) and every chunk those import
 * statically, read from the build manifest. Other chunks loaded with import() (a page's own
 * route, Swiper, the back office) are not counted.
 *
 * Usage: node scripts/first-load-js.mjs [dist folder] [--json]
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

/** The entry chunk and its static imports, with sizes in bytes. */
export function firstLoadJs(distDir) {
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
  const distDir = path.resolve(
    args.find((arg) => !arg.startsWith('--')) ?? path.join(import.meta.dirname, '..', 'dist'),
  );
  const result = firstLoadJs(distDir);
  if (args.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    for (const chunk of result.chunks) {
      console.log(`${kb(chunk.brotli).padStart(9)}  ${chunk.file}`);
    }
    console.log(
      `First-load JS: ${kb(result.brotli)} brotli (${kb(result.bytes)} uncompressed, ` +
        `${result.chunks.length} files); first-load CSS ${kb(result.cssBrotli)} brotli`,
    );
  }
}
