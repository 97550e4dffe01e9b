import { isApiError } from '@/lib/api-client';

/**
 * An access link that may be opened: http(s) or a path on this site. Anything else
 * (`javascript:`, `data:`...) would run in our page when framed, so it counts as no link.
 */
export function safeLink(link: string | undefined): string {
  const value = link?.trim() ?? '';
  return /^(https?:\/\/|\/(?!\/))/i.test(value) ? value : '';
}

/** The message of a failed call, for people. */
export function errorMessage(error: unknown, fallback = 'Something went wrong.'): string {
  if (isApiError(error) || error instanceof Error) return error.message || fallback;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
