/**
 * The admin area. Loaded only through dynamic import() from the router, so it ships as its
 * own chunk: never import it statically.
 */
export { PlaceholderPage as AdminPlaceholderPage } from '@/components/layout/placeholder-page';
export { AdminLayout } from './components/admin-layout';
