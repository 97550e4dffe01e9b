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
import { activityKeys, type ContentAdminKeys, contentAdminKeys } from '@/lib/query-keys';

/** Every content record: `_id` plus text fields. */
export type ContentRecord = { _id: string } & Record<string, string>;

/** Values an editor sends: the contract's input (text, a number box, or null when emptied). */
export type ContentValues = Record<string, string | number | null | undefined>;

/** Where an entity's endpoints differ from its list's name (path segments after /api/). */
export type ContentEndpoints = {
  /** GET, PUT and (for a list) DELETE `/api/<one>/:id`; the list's name unless given. */
  one?: string;
  /** PUT `/api/<update>/:id` instead ('edit-banner'). */
  update?: string;
  /** POST `/api/<create>`: the entity is a list whose records are added and deleted. */
  create?: string;
};

const byId = (prefix: string) => (id: string) => `${prefix}${encodeURIComponent(id)}`;

/** The paths of an entity whose public list is `/api/<name>`. */
function pathsOf(name: string, { one = name, update = one, create }: ContentEndpoints) {
  return {
    /** GET: every record (single records are one-item lists). */
    list: `/api/${name}`,
    item: byId(`/api/${one}/`),
    update: byId(`/api/${update}/`),
    create: create === undefined ? undefined : `/api/${create}`,
    remove: create === undefined ? undefined : byId(`/api/${one}/`),
  };
}

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
  /** The public list's path after /api/ ('faqs', 'banner'); also the query key's name. */
  name: string,
  record: z.ZodType<R>,
  endpoints: ContentEndpoints = {},
): ContentResource<R> {
  const keys = contentAdminKeys(name);
  const listSchema = z.array(record);
  const config = { name, record, ...pathsOf(name, endpoints) };

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
      return useMutation({
        mutationFn: ({ id, values }: { id: string; values: ContentValues }) =>
          api.put(config.update(id), values, { schema: config.record }),
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
