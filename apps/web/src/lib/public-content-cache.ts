import type { QueryClient } from '@tanstack/react-query';
import { contentKeys } from './query-keys';

/**
 * Where the public site keeps content in the browser, named once for both sides: the content
 * area reads and writes it, the back office clears it after staff save so their own browser
 * shows the change at once.
 * - TanStack Query under `contentKeys.all` (`['content', ...]` (also the header logo and footer texts);
 * - browser storage entries `leadvault.content.<name>` (banner for 12 hours, testimonials and
 *   their title for 3 hours, as the storefront spec asks).
 * Other visitors see a change on their next load (the server's answers carry an ETag and
 * `no-cache`), except what their browser storage still holds within those windows.
 */
export const STORED_CONTENT_PREFIX = 'leadvault.content.';

export function refreshPublicContent(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: contentKeys.all });
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
