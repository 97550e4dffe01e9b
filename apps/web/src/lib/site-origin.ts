let knownOrigin: string | undefined;

/**
 * Sets the site's public address (PUBLIC_URL). The server renderer has no `window`, and the
 * browser then uses the same value the server rendered with, so both render the same text.
 */
export function setSiteOrigin(origin: string): void {
  knownOrigin = origin;
}

/** The site's own address, e.g. https://leads.example.com (where this copy is served from). */
export function siteOrigin(): string {
  return knownOrigin ?? window.location.origin;
}
