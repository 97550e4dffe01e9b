import {
  SavedSearch,
  type SavedSearchInput,
  SavedSearchList,
  type SavedSearchUpdate,
} from '@leadvault/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';

// The saved-search calls (`/api/saved-searches`): list, save, rename or change the alert,
// delete, and stop an alert from its e-mail's link.

const searchUrl = (id: string) => `/api/saved-searches/${encodeURIComponent(id)}`;

export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: leadKeys.savedSearches(),
    queryFn: ({ signal }) => api.get('/api/saved-searches', { schema: SavedSearchList, signal }),
  });

export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());

/** Every saved-search write refreshes the list. */
function useSavedSearchWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.savedSearches() }),
  });
}

export const useSaveSearch = () =>
  useSavedSearchWrite((input: SavedSearchInput) =>
    api.post('/api/saved-searches', input, { schema: SavedSearch }),
  );

export const useUpdateSavedSearch = () =>
  useSavedSearchWrite(({ id, update }: { id: string; update: SavedSearchUpdate }) =>
    api.put(searchUrl(id), update, { schema: SavedSearch }),
  );

export const useDeleteSavedSearch = () =>
  useSavedSearchWrite((id: string) => api.delete(searchUrl(id), { schema: SavedSearch }));

/** The e-mail's link: the answer is the search with its alert off, shown at once. */
export function useStopAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.post('/api/saved-searches/unsubscribe', { token }, { schema: SavedSearch }),
    onSuccess: (stopped) => {
      queryClient.setQueryData(leadKeys.savedSearches(), (list: SavedSearch[] | undefined) =>
        list?.map((search) => (search._id === stopped._id ? stopped : search)),
      );
      return queryClient.invalidateQueries({ queryKey: leadKeys.savedSearches() });
    },
  });
}
