import { PUBLIC_CONTENT_QUERY_KEY } from '@/lib/public-content-cache';
/**
 * Query keys of the public content, named after the endpoint's path. Every endpoint answers a
 * list (single records are one-item lists): `list(name)` holds that array and `first(name)`
 * the first item that single-record content uses. A content write invalidates
 * `contentKeys.list(name)` (both), or `contentKeys.all` for everything.
 */
export type ContentName =
  | 'logo'
  | 'banner'
  | 'features'
  | 'features-title'
  | 'feature-page-two'
  | 'about'
  | 'about-services'
  | 'speciality'
  | 'why-choose'
  | 'road'
  | 'teams'
  | 'team-title'
  | 'testimonials'
  | 'testimonials-title'
  | 'faqs'
  | 'faqs-title'
  | 'footer-links'
  | 'contact'
  | 'package-titles'
  | 'packages';

export const contentKeys = {
  all: PUBLIC_CONTENT_QUERY_KEY,
  lists: () => [...contentKeys.all, 'list'] as const,
  list: (name: ContentName) => [...contentKeys.lists(), name] as const,
  first: (name: ContentName) => [...contentKeys.list(name), 'first'] as const,
};

/** Content rarely changes; the server's ETag makes a refetch cheap when it is stale. */
export const CONTENT_STALE_TIME = 5 * 60_000;
