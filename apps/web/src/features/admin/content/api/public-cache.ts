import type { QueryClient } from '@tanstack/react-query';

/**
 * After staff save content, this browser must show it on the public pages at once. The
 * public site keeps content in two places, both owned by the content area
 * (`features/content/api/keys.ts` and `stored-query.ts`), mirrored here because features do
 * not import each other:
 * - TanStack Query under `['content', ...]` (also the header logo and footer texts);
 * - browser storage entries `leadvault.content.<name>` (banner for 12 hours, testimonials
 *   and their title for 3 hours, as the storefront spec asks).
 * Other visitors see the change on their next load (the server's answers carry an ETag and
 * `no-cache`), except what their browser storage still holds within those windows.
 */
const PUBLIC_CONTENT_KEY = ['content'] as const;
const STORED_CONTENT_PREFIX = 'leadvault.content.';

export function refreshPublicContent(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: PUBLIC_CONTENT_KEY });
  try {
    const storage = window.localStorage;
    const stale: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(STORED_CONTENT_PREFIX)) stale.push(key);
    }
    for (const key of stale) storage.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
