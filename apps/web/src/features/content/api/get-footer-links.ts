import { useQuery } from '@tanstack/react-query';
import { footerLinksQueryOptions } from '@/components/layout/footer';

// The footer (shared code) reads this record, so its query is defined there.
export { footerLinksQueryOptions };

export const useFooterLinks = () => useQuery(footerLinksQueryOptions());
