import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { bothForms } from '../../lib/both-forms.ts';
import { type ResponseCache, replyFromCache } from '../../lib/response-cache.ts';
import { IdParams, security } from '../../lib/route-schema.ts';
import { QUIET_ACCESS_LOG } from '../../plugins/request-log.ts';
import { recordActivity } from '../activity/index.ts';
import { viewerOf } from '../auth/index.ts';
import { type ContentNaming, contentActivity } from './activity.ts';
import {
  type ContentSource,
  type ContentValues,
  createContent,
  deleteContent,
  getContent,
  listContent,
  updateContent,
} from './service.ts';
import { contentOperation } from './summaries.ts';

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
              ...contentOperation('list', def.list, path, def),
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
              ...contentOperation('get', def.item, path, def),
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
              ...contentOperation('create', create?.paths ?? [], path, def),
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
              ...contentOperation('update', update?.paths ?? [], path, def),
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
              ...contentOperation('delete', remove ?? [], path, def),
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
