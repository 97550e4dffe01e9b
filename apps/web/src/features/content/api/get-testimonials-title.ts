import type { TestimonialsTitle } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFirstContent } from '@/lib/fetch-content';
import { contentKeys } from '@/lib/query-keys';
import { TESTIMONIALS_CACHE_MS } from './get-testimonials';
import { storedQuery } from './stored-query';

export const getTestimonialsTitle = () =>
  fetchFirstContent<TestimonialsTitle>('/api/testimonials-title');

export const testimonialsTitleQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.first('testimonials-title'),
    ...storedQuery({
      key: 'testimonials-title',
      maxAgeMs: TESTIMONIALS_CACHE_MS,
      fetch: getTestimonialsTitle,
    }),
  });

export const useTestimonialsTitle = () => useQuery(testimonialsTitleQueryOptions());
