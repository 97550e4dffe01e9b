// `npm run boundaries`: the web app's feature boundaries (docs: apps/web/src/features/README.md).
// A feature (apps/web/src/features/<name>) imports `components/`, `lib/`, `config/`, the
// contract, packages and its own files, not another feature; `auth` is the one exception any
// feature may import. The shared folders (`components/`, `lib/`, `config/`) import no feature.
// Static imports, `export … from`, `import()` and `import type` all count, whether written with
// `@/` or as a relative path. Exits 1 and lists every forbidden import; `--count` only counts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'apps/web/src');
const ALLOWED_FEATURES = new Set(['auth']);
const SHARED = ['components', 'lib', 'config'];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.(ts|tsx|mts|js|jsx)$/.test(entry.name)) yield full;
  }
}

/** The top folder of `src` a path is in, and for a feature its name. */
function place(file) {
  const parts = path.relative(src, file).split(path.sep);
  if (parts[0] === 'features' && parts.length >= 2) return { top: 'features', feature: parts[1] };
  return { top: parts[0], feature: undefined };
}

// from '…' (import and export), import('…'), side-effect import '…'.
const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function target(file, specifier) {
  if (specifier.startsWith('@/')) return path.join(src, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  return undefined; // a package (the contract, react, …)
}

const violations = [];
for (const file of files(src)) {
  const from = place(file);
  if (from.top !== 'features' && !SHARED.includes(from.top)) continue;
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(specifiers)) {
    const resolved = target(file, match[1]);
    if (!resolved?.startsWith(src + path.sep)) continue;
    const to = place(resolved);
    if (to.top !== 'features' || to.feature === undefined) continue;
    const forbidden =
      from.top === 'features'
        ? to.feature !== from.feature && !ALLOWED_FEATURES.has(to.feature)
        : true;
    if (!forbidden) continue;
    const line = text.slice(0, match.index).split('\n').length;
    const where = `${path.relative(root, file)}:${line}`;
    const who = from.feature ? `feature ${from.feature}` : `shared ${from.top}/`;
    violations.push(`${where}  ${who} imports feature ${to.feature} ('${match[1]}')`);
  }
}

if (process.argv.includes('--count')) {
  console.log(violations.length);
} else if (violations.length > 0) {
  console.error(`${violations.length} import(s) cross a feature boundary:`);
  for (const violation of violations) console.error(`  ${violation}`);
  console.error(
    'A feature imports components/, lib/, config/, the contract and features/auth only: move what two features share into components/ or lib/.',
  );
  process.exit(1);
} else {
  console.log('Feature boundaries: no feature imports another (auth aside).');
}
