// Moved to the admin kit; this path stays while other screens still import it.
export { errorText, LoadError, LoadingBlock, QueryState } from '@/components/kit/query-state';
