import type { LoadErrorTexts } from '@/components/query-state';

/** How site-content and settings screens word a failed load. */
export const CONTENT_LOAD_ERROR: LoadErrorTexts = {
  title: 'Could not load this content.',
  notFound: 'This record no longer exists. It may have been deleted.',
};
