import {
  AdminLead,
  AdminLeadPage,
  type AdminLeadSearchQuery,
  type UpdateAdminLeadInput,
} from '@leadvault/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminLeadKeys } from '@/lib/query-keys';

type Query = Record<string, string | number | undefined>;

/** Filters as the query string wants them: lists as comma lists, empties left out. */
function toQuery(query: AdminLeadSearchQuery): Query {
  const out: Query = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    out[key] = Array.isArray(value) ? value.join(',') : (value as string | number);
  }
  return out;
}

/** `GET /api/admin/leads`: a page of every lead, e-mails shown, suppressed ones marked. */
export const getAdminLeads = (query: AdminLeadSearchQuery) =>
  api.get('/api/admin/leads', { query: toQuery(query), schema: AdminLeadPage });

export const adminLeadsQueryOptions = (query: AdminLeadSearchQuery) =>
  queryOptions({
    queryKey: adminLeadKeys.list(query),
    queryFn: () => getAdminLeads(query),
    placeholderData: keepPreviousData,
  });

export function useAdminLeads(query: AdminLeadSearchQuery) {
  return useQuery(adminLeadsQueryOptions(query));
}

/** `GET /api/admin/leads/:id` */
export const getAdminLead = (id: string) =>
  api.get(`/api/admin/leads/${encodeURIComponent(id)}`, { schema: AdminLead });

export function useAdminLead(id: string) {
  return useQuery({ queryKey: adminLeadKeys.detail(id), queryFn: () => getAdminLead(id) });
}

/** `PUT /api/admin/leads/:id` */
export const updateAdminLead = ({ id, input }: { id: string; input: UpdateAdminLeadInput }) =>
  api.put(`/api/admin/leads/${encodeURIComponent(id)}`, input, { schema: AdminLead });

export function useUpdateAdminLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminLead,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminLeadKeys.detail(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: adminLeadKeys.lists() });
    },
  });
}
