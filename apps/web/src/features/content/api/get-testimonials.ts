import type { Testimonial } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchContentList } from '@/lib/fetch-content';
import { contentKeys } from '@/lib/query-keys';
import { storedQuery } from './stored-query';

/** The spec's testimonial cache (testimonials and their title): reused for under 3 hours. */
export const TESTIMONIALS_CACHE_MS = 10_800_000;

export const getTestimonials = () => fetchContentList<Testimonial>('/api/testimonials');

export const testimonialsQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.list('testimonials'),
    ...storedQuery({
      key: 'testimonials',
      maxAgeMs: TESTIMONIALS_CACHE_MS,
      fetch: getTestimonials,
    }),
  });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
