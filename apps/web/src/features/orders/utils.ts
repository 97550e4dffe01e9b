/**
 * An access link that may be opened: http(s) or a path on this site. Anything else
 * (`javascript:`, `data:`...) would run in our page when framed, so it counts as no link.
 */
export function safeLink(link: string | undefined): string {
  const value = link?.trim() ?? '';
  return /^(https?:\/\/|\/(?!\/))/i.test(value) ? value : '';
}
