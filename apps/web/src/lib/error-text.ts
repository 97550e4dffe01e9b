/**
 * What a failed call says to the person: the error's message (the server's, for an API
 * error), a thrown string as it is, else the plain `fallback`. The one helper every screen
 * uses to word an error.
 */
export function errorText(error: unknown, fallback = 'Something went wrong.'): string {
  if (error instanceof Error) return error.message || fallback;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
