/**
 * The seed of what is shown at random (the testimonials' ratings). The server renders with its
 * own and hands it over with the page, so the browser's first render shows the same values;
 * a page rendered only in the browser picks one when it loads.
 */
let seed = Math.floor(Math.random() * 2 ** 31);

export function setDisplaySeed(value: number): void {
  seed = value;
}

export function displaySeed(): number {
  return seed;
}

/** A number in [0, 1) fixed by the seed and `key` (FNV-1a): random per seed, stable per key. */
export function seededFraction(key: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}
