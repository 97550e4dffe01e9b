/**
 * Pictures above the fold that the server wrote into its page as data: addresses (decision 027),
 * by the address the content gives. The browser's first render uses the same values, so
 * hydration keeps what the server sent; pages rendered only in the browser have none.
 */
let inlined: Readonly<Record<string, string>> = {};

export function setInlinedImages(images: Readonly<Record<string, string>> | undefined): void {
  inlined = images ?? {};
}

/** The address to render for a picture: its inlined copy when the server made one. */
export function inlinedSrc(src: string): string {
  return inlined[src] ?? src;
}
