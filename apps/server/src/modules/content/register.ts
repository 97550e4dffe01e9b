import { contentFieldLabel } from '@leadvault/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { IdParams, security } from '../../lib/route-schema.ts';
import { QUIET_ACCESS_LOG } from '../../plugins/request-log.ts';
import { recordActivity } from '../activity/index.ts';
import { viewerOf } from '../auth/index.ts';
import { type ContentNaming, contentActivity } from './activity.ts';
import { type ResponseCache, replyFromCache } from './cache.ts';
import {
  type ContentSource,
  type ContentValues,
  createContent,
  deleteContent,
  getContent,
  listContent,
  updateContent,
} from './service.ts';

/**
 * The routes of one content entity; every path also answers with a trailing slash. `label`
 * and `nameField` name its records in the activity log.
 */
export type ContentRoutes = ContentNaming & {
  /** Cache group: a write drops every cached answer of the group. */
  group: string;
  source: ContentSource;
  /** The wire shape of one record. */
  record: z.ZodType;
  /** Public GETs answering every record as an array. */
  list: string[];
  /** Public GETs of one record (`.../:id`). */
  item: string[];
  create?: { paths: string[]; body: z.ZodType };
  update?: { paths: string[]; body: z.ZodType };
  remove?: string[];
};

/** A path and its trailing-slash twin (the spec uses both; `ignoreTrailingSlash` is off). */
export function bothForms(path: string): Array<{ url: string; hide: boolean }> {
  return [
    { url: path, hide: false },
    { url: `${path}/`, hide: true },
  ];
}

type ContentOperation = 'list' | 'get' | 'create' | 'update' | 'delete';
const CONTENT_SUMMARIES: Record<ContentOperation, (label: string) => string> = {
  list: (label) => `List the site's ${label} records`,
  get: (label) => `Get one ${label} record`,
  create: (label) => `Create ${article(label)} ${label} record`,
  update: (label) => `Update ${article(label)} ${label} record`,
  delete: (label) => `Delete ${article(label)} ${label} record`,
};
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/**
 * The API document's name and summary of one content route, from its path: `PUT
 * /edit-banner/:id` is `updateBanner`. A second path of the same operation (the specs keep
 * both spellings of some) says which path it repeats.
 */
function contentOperation(
  operation: ContentOperation,
  paths: string[],
  path: string,
  label: string,
) {
  const words = path
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':'))
    .join('-')
    .replace(/^(add|edit)-/, '')
    .split('-');
  const operationId =
    operation + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  const summary = CONTENT_SUMMARIES[operation](label.toLowerCase());
  return {
    operationId,
    summary: path === paths[0] ? summary : `${summary} (the same as ${paths[0]})`,
  };
}

/** The public reads of some entities: cached, with ETag and 304. */
export function registerContentReads(
  instance: FastifyInstance,
  { db, cache, entities }: { db: Db; cache: ResponseCache; entities: ContentRoutes[] },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  for (const def of entities) {
    // Made once, not per request: a hit never calls it, and these reads are the hot path.
    const loadList = () => listContent(db, def.source);
    for (const path of def.list) {
      for (const { url, hide } of bothForms(path)) {
        app.get(
          url,
          {
            config: QUIET_ACCESS_LOG,
            schema: {
              ...contentOperation(
                'list',
                def.list,
                path,
                def.label ?? contentFieldLabel(def.source.entity),
              ),
              tags: ['content'],
              hide,
              response: { 200: z.array(def.record) },
            },
          },
          (request, reply) =>
            replyFromCache(request, reply, {
              cache,
              group: def.group,
              key: path,
              load: loadList,
            }),
        );
      }
    }
    for (const path of def.item) {
      for (const { url, hide } of bothForms(path)) {
        app.get(
          url,
          {
            config: QUIET_ACCESS_LOG,
            schema: {
              ...contentOperation(
                'get',
                def.item,
                path,
                def.label ?? contentFieldLabel(def.source.entity),
              ),
              tags: ['content'],
              hide,
              params: IdParams,
              response: { 200: def.record },
            },
          },
          (request, reply) =>
            replyFromCache(request, reply, {
              cache,
              group: def.group,
              key: `${path}#${request.params.id}`,
              load: () => getContent(db, def.source, request.params.id),
            }),
        );
      }
    }
  }
}

/**
 * The staff writes of some entities. Register them inside a context whose onRequest hook
 * checks the role, so the role is checked before the id or the body is looked at. Each write
 * and its activity entry (who, what, when) share one transaction: both land or neither does.
 */
export function registerContentWrites(
  instance: FastifyInstance,
  { db, cache, entities }: { db: Db; cache: ResponseCache; entities: ContentRoutes[] },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  for (const def of entities) {
    const { create, update, remove } = def;
    for (const path of create?.paths ?? []) {
      for (const { url, hide } of bothForms(path)) {
        app.post(
          url,
          {
            schema: {
              ...contentOperation(
                'create',
                create?.paths ?? [],
                path,
                def.label ?? contentFieldLabel(def.source.entity),
              ),
              tags: ['content'],
              hide,
              security,
              body: create?.body,
              response: { 200: def.record },
            },
          },
          async (request) => {
            const actor = viewerOf(request);
            const record = await db.transaction(async (tx) => {
              const created = await createContent(tx, def.source, request.body as ContentValues);
              await recordActivity(
                tx,
                actor,
                contentActivity('content.create', def.source, def, created),
              );
              return created;
            });
            cache.invalidate(def.group);
            return record;
          },
        );
      }
    }
    for (const path of update?.paths ?? []) {
      for (const { url, hide } of bothForms(path)) {
        app.put(
          url,
          {
            schema: {
              ...contentOperation(
                'update',
                update?.paths ?? [],
                path,
                def.label ?? contentFieldLabel(def.source.entity),
              ),
              tags: ['content'],
              hide,
              security,
              params: IdParams,
              body: update?.body,
              response: { 200: def.record },
            },
          },
          async (request) => {
            const actor = viewerOf(request);
            const { id } = request.params;
            const record = await db.transaction(async (tx) => {
              const before = await getContent(tx, def.source, id);
              const updated = await updateContent(
                tx,
                def.source,
                id,
                request.body as ContentValues,
              );
              await recordActivity(
                tx,
                actor,
                contentActivity('content.update', def.source, def, updated, before),
              );
              return updated;
            });
            cache.invalidate(def.group);
            return record;
          },
        );
      }
    }
    for (const path of remove ?? []) {
      for (const { url, hide } of bothForms(path)) {
        app.delete(
          url,
          {
            schema: {
              ...contentOperation(
                'delete',
                remove ?? [],
                path,
                def.label ?? contentFieldLabel(def.source.entity),
              ),
              tags: ['content'],
              hide,
              security,
              params: IdParams,
              response: { 200: def.record },
            },
          },
          async (request) => {
            const actor = viewerOf(request);
            const record = await db.transaction(async (tx) => {
              const removed = await deleteContent(tx, def.source, request.params.id);
              await recordActivity(
                tx,
                actor,
                contentActivity('content.delete', def.source, def, removed),
              );
              return removed;
            });
            cache.invalidate(def.group);
            return record;
          },
        );
      }
    }
  }
}
