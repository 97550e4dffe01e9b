// Plain numbers in a module without zod: a form can set `maxLength` from them without loading
// the schemas (the contact form's first load does without zod).

/**
 * The longest text each kind of field takes, in characters as the browser's `maxLength` counts
 * them (UTF-16 code units, like zod's `.max`), so a form and the server stop at the same place.
 */
export const TEXT_MAX = {
  /** A person's or a list's name. */
  name: 100,
  /** RFC 5321's longest usable address. */
  email: 254,
  /** A title, a subject, a heading, a city. */
  title: 200,
  /** A button text, a bullet point, an address, a short note. */
  short: 500,
  /** A message to us (the contact form), a paragraph of site content. */
  message: 5000,
  /** A staff member's reply by e-mail. */
  reply: 10_000,
  /** A link or an image address. */
  url: 2048,
  /** A search box. */
  search: 200,
} as const;
