/**
 * The admin area. Loaded only through dynamic import() from the router, so it ships as its
 * own chunk: never import it statically.
 */
import type { ComponentType } from 'react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { leadDataPages } from './lead-data';
import { contentEditorPages } from './pages/content-editor-pages';
import { operationsPages } from './pages/operations-pages';
import { suppressionPages } from './suppressions';

export { AdminLayout } from './components/admin-layout';

const adminPages: Partial<Record<string, ComponentType>> = {
  ...operationsPages,
  ...contentEditorPages,
  ...suppressionPages,
  ...leadDataPages,
};

/** The screen of an admin route pattern, or the placeholder while it is not built. */
export function adminPageFor(pattern: string): ComponentType {
  return adminPages[pattern] ?? PlaceholderPage;
}
