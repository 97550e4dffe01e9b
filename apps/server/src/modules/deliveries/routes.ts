import os from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import {
  AdminPackage,
  DATABASE_FILE_MAX_BYTES,
  DATABASE_FILE_TYPES,
  DeliveryFormatQuery,
  DeliveryParams,
  DeliveryRecord,
  DeliveryStart,
  PackageFileParams,
} from '@leadvault/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader } from '../../lib/attachment-header.ts';
import { HttpError } from '../../lib/http-error.ts';
import { enforceRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { security } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import { adminPackage } from '../packages/index.ts';
import { databaseFileName, spoolDatabaseFile } from './content-check.ts';
import {
  attachPackageFile,
  listDeliveries,
  openDownload,
  removePackageFile,
  startDelivery,
} from './service.ts';

/** Twenty database files per Admin per ten minutes: each one is up to 100 MB to store. */
export const PACKAGE_FILE_RATE_LIMIT: RateLimitRule = { max: 20, windowMs: 10 * 60_000 };
/** Sixty download links or opened links per customer per ten minutes. */
const DELIVERY_RATE_LIMIT: RateLimitRule = { max: 60, windowMs: 10 * 60_000 };

const minutes = (seconds: number) => {
  const value = Math.ceil(seconds / 60);
  return `${value} minute${value === 1 ? '' : 's'}`;
};

/**
 * Delivery of a package's databases (issue 11):
 * - Admins attach a CSV or XLSX file (100 MB at most) to a package's slot, or remove it;
 * - the owner of a Received order asks for a slot (`POST /api/orders/:id/deliveries/:slot`)
 *   and gets a signed download link or the external link, which is recorded;
 * - `GET /api/downloads/<token>` streams the file to whoever holds a valid link;
 * - Admins read an order's delivery record.
 */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const secret = app.config.authSecret;
  const spoolDir = path.join(os.tmpdir(), 'leadvault-database-files');

  // -- Admins: a package's database files --------------------------------------------------
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    // Role first, before any byte of the body is read; then counted per Admin.
    admin.addHook('onRequest', app.requireRole('Admin'));
    admin.addHook('preHandler', (request, reply) =>
      enforceRateLimit(
        app.database,
        reply,
        `package-file:${viewerOf(request).user.id}`,
        PACKAGE_FILE_RATE_LIMIT,
        (seconds) =>
          `Too many file changes: at most 20 in 10 minutes. Please try again in ${minutes(seconds)}.`,
      ),
    );
    await admin.register(multipart, {
      limits: { fileSize: DATABASE_FILE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });

    admin.put(
      '/admin/package/:id/files/:slot',
      {
        config: {
          openapi: {
            answers: [413, 415, 429],
            accepts: {
              description: 'The database file (CSV or XLSX).',
              types: ['multipart/form-data'],
            },
          },
        },
        schema: {
          operationId: 'putPackageFile',
          tags: ['packages'],
          summary: "Attach a database file to one of a package's access slots",
          description:
            'Admins only. Multipart field `file`: a CSV (UTF-8 text) or XLSX workbook of at most ' +
            "100 MB, checked by its content. It replaces the slot's file, if any, and its link " +
            '(cleared). Answers the package as staff see it. 413 beyond 100 MB, 415 for other ' +
            'content, 429 after 20 changes in 10 minutes.',
          security,
          params: PackageFileParams,
          consumes: ['multipart/form-data'],
          response: { 200: AdminPackage },
        },
      },
      async (request) => {
        if (!request.isMultipart()) {
          throw new HttpError(
            415,
            'UNSUPPORTED_MEDIA_TYPE',
            'Send the file as multipart/form-data in the field "file".',
          );
        }
        const { id, slot } = request.params;
        const part = await request.file();
        if (part?.fieldname !== 'file') {
          part?.file.resume();
          throw new HttpError(400, 'VALIDATION_ERROR', 'Choose a CSV or XLSX file to attach.', [
            { field: 'file', message: 'Choose a CSV or XLSX file to attach.' },
          ]);
        }
        const spooled = await spoolDatabaseFile(part.file, spoolDir, () => part.file.truncated);
        try {
          await attachPackageFile(db, viewerOf(request), id, slot, {
            ...spooled,
            name: databaseFileName(part.filename, spooled.kind, slot),
          });
        } finally {
          await spooled.discard();
        }
        return adminPackage(db, id);
      },
    );

    admin.delete(
      '/admin/package/:id/files/:slot',
      {
        config: { openapi: { answers: [429] } },
        schema: {
          operationId: 'deletePackageFile',
          tags: ['packages'],
          summary: "Remove a package slot's database file",
          description:
            'Admins only. Deletes the hosted file of the slot (its bytes too); the slot then ' +
            'has no file and no link until one is set. 404 when the slot has no file.',
          security,
          params: PackageFileParams,
          response: { 200: AdminPackage },
        },
      },
      async (request) => {
        const { id, slot } = request.params;
        await removePackageFile(db, viewerOf(request), id, slot);
        return adminPackage(db, id);
      },
    );
  });

  // -- Admins: the delivery record of an order ------------------------------------------
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', app.requireRole('Admin'));
    admin.get(
      '/orders/:id/deliveries',
      {
        schema: {
          operationId: 'listOrderDeliveries',
          tags: ['orders'],
          summary: "An order's delivery record",
          description:
            'Admins only. Who downloaded (hosted file) or opened (external link) which of the ' +
            "order's databases, and when; newest first, the latest 500.",
          security,
          params: z.object({ id: z.string() }),
          response: { 200: DeliveryRecord },
        },
      },
      async (request) => {
        return listDeliveries(db, request.params.id);
      },
    );
  });

  // -- The owner of a Received order ----------------------------------------------------
  await app.register(async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    signedIn.addHook('onRequest', app.requireSignedIn);
    signedIn.post(
      '/orders/:id/deliveries/:slot',
      {
        config: { openapi: { answers: [409, 429] } },
        schema: {
          operationId: 'requestOrderDelivery',
          tags: ['orders'],
          summary: 'Download or open one of a paid order’s databases',
          description:
            'The order’s owner, once its payment is Received. A hosted file answers ' +
            '`{ kind: "download", url }`: a signed `/api/downloads/<token>` link that works for 5 ' +
            'minutes, bound to this order, slot and person. An external link answers ' +
            '`{ kind: "open", url }` and the opening is recorded. A package cut from our leads ' +
            'delivers the order’s own files, CSV or `?format=xlsx`; 409 FILES_PREPARING while ' +
            'they are being cut. 403 for a refunded or unpaid ' +
            'order, 404 for anyone else’s order or an empty slot, 429 after 60 in 10 minutes.',
          security,
          params: DeliveryParams,
          querystring: DeliveryFormatQuery,
          response: { 200: DeliveryStart },
        },
        preHandler: (request, reply) =>
          enforceRateLimit(
            app.database,
            reply,
            `delivery:${viewerOf(request).user.id}`,
            DELIVERY_RATE_LIMIT,
            (seconds) =>
              `Too many downloads: at most 60 in 10 minutes. Please try again in ${minutes(seconds)}.`,
          ),
      },
      async (request) => {
        return startDelivery(
          db,
          viewerOf(request),
          request.params.id,
          request.params.slot,
          { secret, ip: request.ip },
          request.query.format,
        );
      },
    );
  });

  app.get(
    '/downloads/:token',
    {
      // A HEAD would count as a download: only GET.
      exposeHeadRoute: false,
      config: {
        openapi: {
          answers: [403],
          produces: {
            description: 'The database file, as an attachment under its original name.',
            types: [DATABASE_FILE_TYPES.csv, DATABASE_FILE_TYPES.xlsx],
          },
        },
      },
      schema: {
        operationId: 'downloadFile',
        tags: ['orders'],
        summary: 'Fetch a database file through a signed download link',
        description:
          'The link from `POST /api/orders/:id/deliveries/:slot`: streams the file as an ' +
          'attachment under its original name. Checked again when fetched: 403 once expired ' +
          '(5 minutes), tampered with, or the order is refunded; 404 when the order or the ' +
          'file is gone. Every fetch is recorded in the delivery record.',
        params: z.object({ token: z.string().max(1000) }),
      },
    },
    async (request, reply) => {
      const { file, stream } = await openDownload(db, request.params.token, {
        secret,
        ip: request.ip,
      });
      reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.sizeBytes))
        .header('content-disposition', attachmentHeader(file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      return reply.send(stream);
    },
  );
};
