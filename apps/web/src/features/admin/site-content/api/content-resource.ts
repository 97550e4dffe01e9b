import {
  type QueryClient,
  queryOptions,
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshPublicContent } from '@/lib/public-content-cache';
import { activityKeys, type ContentAdminKeys, contentAdminKeys } from './keys';

/** Every content record: `_id` plus text fields. */
export type ContentRecord = { _id: string } & Record<string, string>;

/** Values an editor sends: the contract's input (text, a number box, or null when emptied). */
export type ContentValues = Record<string, string | number | null | undefined>;

type ResourceConfig<R extends ContentRecord> = {
  /** Key name, after the public list path ('faqs', 'banner'). */
  name: string;
  record: z.ZodType<R>;
  /** GET: every record (single records are one-item lists). */
  list: string;
  /** GET one record by id. */
  item: (id: string) => string;
  update?: (id: string) => string;
  create?: string;
  remove?: (id: string) => string;
};

const seg = (id: string) => encodeURIComponent(id);

/** Builds `'/api/faq/' + id` style paths. */
export const byId = (prefix: string) => (id: string) => `${prefix}${seg(id)}`;

/** One content entity's endpoints as hooks (methods, so any entity fits the generic screens). */
export interface ContentResource<R extends ContentRecord = ContentRecord> {
  keys: ContentAdminKeys;
  useList(): UseQueryResult<R[]>;
  /** The first record: what single-record content (banner, footer) edits. */
  useFirst(): UseQueryResult<R | null>;
  useDetail(id: string): UseQueryResult<R>;
  useUpdate(): UseMutationResult<R, Error, { id: string; values: ContentValues }>;
  useCreate(): UseMutationResult<R, Error, ContentValues>;
  useRemove(): UseMutationResult<R, Error, string>;
}

/**
 * One content entity's endpoints as query options and hooks. Reads use the public endpoints
 * (cheap to revalidate: ETag); writes invalidate the entity, the activity log and the public
 * site's content caches.
 */
export function contentResource<R extends ContentRecord>(
  config: ResourceConfig<R>,
): ContentResource<R> {
  const keys = contentAdminKeys(config.name);
  const listSchema = z.array(config.record);

  const listQuery = () =>
    queryOptions({
      queryKey: keys.lists(),
      queryFn: ({ signal }) => api.get(config.list, { schema: listSchema, signal }),
      // An editor opens on what is stored now, not on what this tab saw a minute ago.
      staleTime: 0,
    });

  const detailQuery = (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => api.get(config.item(id), { schema: config.record, signal }),
      staleTime: 0,
    });

  const afterWrite = (queryClient: QueryClient, saved?: R) => {
    if (saved) queryClient.setQueryData(keys.detail(saved._id), saved);
    void queryClient.invalidateQueries({ queryKey: keys.all });
    void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    refreshPublicContent(queryClient);
  };

  function required<T>(value: T | undefined, what: string): T {
    if (value === undefined) throw new Error(`${config.name} has no ${what} endpoint`);
    return value;
  }

  return {
    keys,
    useList: () => useQuery(listQuery()),
    useFirst: () => useQuery({ ...listQuery(), select: (list: R[]) => list[0] ?? null }),
    useDetail: (id: string) => useQuery(detailQuery(id)),
    useUpdate: () => {
      const queryClient = useQueryClient();
      const path = required(config.update, 'update');
      return useMutation({
        mutationFn: ({ id, values }: { id: string; values: ContentValues }) =>
          api.put(path(id), values, { schema: config.record }),
        onSuccess: (saved) => afterWrite(queryClient, saved),
      });
    },
    useCreate: () => {
      const queryClient = useQueryClient();
      const path = required(config.create, 'create');
      return useMutation({
        mutationFn: (values: ContentValues) => api.post(path, values, { schema: config.record }),
        onSuccess: (saved) => afterWrite(queryClient, saved),
      });
    },
    useRemove: () => {
      const queryClient = useQueryClient();
      const path = required(config.remove, 'delete');
      return useMutation({
        mutationFn: (id: string) => api.delete(path(id), { schema: config.record }),
        onSuccess: (removed) => {
          queryClient.removeQueries({ queryKey: keys.detail(removed._id) });
          afterWrite(queryClient);
        },
      });
    },
  };
}
