import { useQuery } from '@tanstack/react-query';
import { logoQueryOptions } from '@/components/layout/logo';

// The header and footer (shared code) read the logo too, so its query is defined there.
export { logoQueryOptions };

export const useLogo = () => useQuery(logoQueryOptions());
