/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy next to every text
 * asset of the built web app, once at build time, so the server answers with a prepared file
 * (content negotiation in `@fastify/static`'s `preCompressed`) instead of compressing per request
 * or sending the files uncompressed.
 *
 * Usage: node scripts/compress-assets.mjs [folder]   (default: dist, beside this script's app)
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/i;
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024;

async function* filesUnder(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

async function compressFile(file) {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is left out: the server then sends the original.
  const written = [];
  if (br.length < source.length) written.push(writeFile(`${file}.br`, br));
  if (gz.length < source.length) written.push(writeFile(`${file}.gz`, gz));
  await Promise.all(written);
  return { file, bytes: source.length, br: br.length, gz: gz.length };
}

/** Compresses every eligible file under `folder`; answers one line per file. */
export async function compressAssets(folder) {
  const files = [];
  for await (const file of filesUnder(folder)) {
    if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES) files.push(file);
  }
  const results = [];
  // Brotli at quality 11 is CPU-bound: one file per core at a time.
  const workers = Math.max(1, Math.min(os.availableParallelism(), files.length));
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < files.length) results.push(await compressFile(files[next++]));
    }),
  );
  return results.sort((a, b) => a.file.localeCompare(b.file));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const folder = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
  const results = await compressAssets(folder);
  const total = (key) => results.reduce((sum, result) => sum + result[key], 0);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `compress-assets: ${results.length} files in ${folder}: ` +
      `${kb(total('bytes'))} -> brotli ${kb(total('br'))}, gzip ${kb(total('gz'))}`,
  );
}
