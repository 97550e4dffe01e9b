import {
  AdminPackage,
  CreatePackageInput,
  Package,
  PackageTitle,
  SegmentDefinition,
  SegmentPreview,
  UpdatePackageInput,
  UpdatePackageTitleInput,
} from '@leadvault/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { packageTitles } from '../../db/schema/index.ts';
import { bothForms } from '../../lib/both-forms.ts';
import { replyFromCache } from '../../lib/response-cache.ts';
import { IdParams, security } from '../../lib/route-schema.ts';
import { QUIET_ACCESS_LOG } from '../../plugins/request-log.ts';
import { viewerOf } from '../auth/index.ts';
import {
  type ContentRoutes,
  registerContentReads,
  registerContentWrites,
} from '../content/index.ts';
import { PACKAGES } from './catalog.ts';
import {
  adminPackage,
  createPackage,
  findPackageRow,
  listAdminPackages,
  listPackageRows,
  previewSegment,
  setPackageArchived,
  toCatalog,
  updatePackage,
} from './service.ts';

const packageTitleEntity: ContentRoutes = {
  group: 'package-titles',
  source: { entity: 'packageTitle', table: packageTitles },
  record: PackageTitle,
  list: ['/package-titles'],
  item: ['/package-title/:id'],
  update: { paths: ['/package-title/:id'], body: UpdatePackageTitleInput },
};

const SEGMENT_PREVIEW = {
  operationId: 'previewPackageSegment',
  summary: 'What a segment definition would promise and hold now (package editor)',
  description:
    'The promise lines the card would show, how many leads match now (sold as they are: not ' +
    'suppressed, `valid` or `accept_all`), how many of them our check saw within the freshness ' +
    'bound, per file, and whether the package could be bought.',
  tags: ['packages'],
  security,
  body: SegmentDefinition,
  response: { 200: SegmentPreview },
};

/**
 * Packages on sale and the pricing title. Public answers never carry the access links; staff
 * read and write them through the Admin-only routes, whose role check runs first.
 */
export const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const cache = app.catalogCache;

  // Made once, not per request: the catalog's GET is the storefront's hot path.
  const loadCatalog = async () => toCatalog(db, await listPackageRows(db));
  for (const { url, hide } of bothForms('/packages')) {
    app.get(
      url,
      {
        config: QUIET_ACCESS_LOG,
        schema: {
          operationId: 'listPackages',
          summary: 'The packages on sale',
          tags: ['packages'],
          hide,
          response: { 200: z.array(Package) },
        },
      },
      (request, reply) =>
        replyFromCache(request, reply, {
          cache,
          group: PACKAGES,
          key: '/packages',
          load: loadCatalog,
        }),
    );
  }
  for (const { url, hide } of bothForms('/package/:id')) {
    app.get(
      url,
      {
        config: QUIET_ACCESS_LOG,
        schema: {
          operationId: 'getPackage',
          summary: 'Get one package on sale',
          tags: ['packages'],
          hide,
          params: IdParams,
          response: { 200: Package },
        },
      },
      (request, reply) =>
        replyFromCache(request, reply, {
          cache,
          group: PACKAGES,
          key: `/package#${request.params.id}`,
          load: async () => (await toCatalog(db, [await findPackageRow(db, request.params.id)]))[0],
        }),
    );
  }
  registerContentReads(app, { db, cache, entities: [packageTitleEntity] });

  await app.register(async (instance) => {
    instance.addHook('onRequest', app.requireRole('Admin'));
    const staff = instance.withTypeProvider<ZodTypeProvider>();
    registerContentWrites(staff, { db, cache, entities: [packageTitleEntity] });

    for (const { url, hide } of bothForms('/admin/packages')) {
      staff.get(
        url,
        {
          schema: {
            operationId: 'listAdminPackages',
            summary: 'Every package, with its files (back office)',
            tags: ['packages'],
            hide,
            security,
            response: { 200: z.array(AdminPackage) },
          },
        },
        async (_request) => {
          return listAdminPackages(db);
        },
      );
    }
    staff.post('/admin/packages/segment-preview', { schema: SEGMENT_PREVIEW }, async (request) =>
      previewSegment(db, request.body),
    );
    for (const { url, hide } of bothForms('/admin/package/:id')) {
      staff.get(
        url,
        {
          schema: {
            operationId: 'getAdminPackage',
            summary: 'Get one package with its files (back office)',
            tags: ['packages'],
            hide,
            security,
            params: IdParams,
            response: { 200: AdminPackage },
          },
        },
        async (request) => {
          return adminPackage(db, request.params.id);
        },
      );
    }
    for (const { url, hide } of bothForms('/add-package')) {
      staff.post(
        url,
        {
          schema: {
            operationId: 'createPackage',
            summary: 'Create a package',
            tags: ['packages'],
            hide,
            security,
            body: CreatePackageInput,
            response: { 200: AdminPackage },
          },
        },
        async (request) => {
          const saved = await createPackage(db, viewerOf(request), request.body);
          cache.invalidate(PACKAGES);
          return saved;
        },
      );
    }
    for (const { url, hide } of bothForms('/edit-package/:id')) {
      staff.put(
        url,
        {
          schema: {
            operationId: 'updatePackage',
            summary: 'Update a package',
            tags: ['packages'],
            hide,
            security,
            params: IdParams,
            body: UpdatePackageInput,
            response: { 200: AdminPackage },
          },
        },
        async (request) => {
          const saved = await updatePackage(db, viewerOf(request), request.params.id, request.body);
          cache.invalidate(PACKAGES);
          return saved;
        },
      );
    }
    // Off sale and back: the catalog, its pages and the sale check all read the PACKAGES group.
    for (const [action, archived, summary] of [
      ['archive', true, 'Take a package off sale (archive it); its orders keep it'],
      ['restore', false, 'Put an archived package back on sale'],
    ] as const) {
      staff.post(
        `/admin/package/:id/${action}`,
        {
          schema: {
            operationId: `${action}Package`,
            summary,
            tags: ['packages'],
            security,
            params: IdParams,
            response: { 200: AdminPackage },
          },
        },
        async (request) => {
          const saved = await setPackageArchived(
            db,
            viewerOf(request),
            request.params.id,
            archived,
          );
          cache.invalidate(PACKAGES);
          return saved;
        },
      );
    }
  });
};
