import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  CommitLeadImportInput,
  LeadImport,
  LeadImportListQuery,
  LeadImportPage,
  LeadImportPreview,
} from '@leadvault/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentHeader } from '../../lib/attachment-header.ts';
import { hourlyChore } from '../../lib/hourly-chore.ts';
import { IdParams, security } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import {
  commitLeadImport,
  createLeadImport,
  expireUnstartedImports,
  getLeadImport,
  listLeadImports,
  rejectedRowsCsv,
} from './service.ts';
import { acceptCsvUploads, receiveCsvUpload } from './upload.ts';

const tags = ['lead imports'];

/**
 * Lead imports (LEADS.md, issue 13), Admins only: upload a CSV and get its preview and a
 * suggested mapping, commit it with the chosen mapping (a background job loads it), follow its
 * report, download its rejected rows, list past imports.
 */
export const leadImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const spoolDir = path.join(os.tmpdir(), 'leadvault-lead-imports');

  // Uploads nobody started are withdrawn after 24 hours, with their files.
  hourlyChore(app, 'unstarted lead imports withdrawn', () => expireUnstartedImports(db));

  // Role first, before any byte of a body is read or any record looked up.
  app.addHook('onRequest', app.requireRole('Admin'));

  await app.register(async (scope) => {
    const upload = scope.withTypeProvider<ZodTypeProvider>();
    await acceptCsvUploads(upload, 'lead-import', 'Too many imports');
    upload.post(
      '/admin/lead-imports',
      {
        config: {
          openapi: {
            answers: [400, 413, 415, 429],
            accepts: { description: 'The CSV file of leads.', types: ['multipart/form-data'] },
          },
        },
        schema: {
          operationId: 'uploadLeadImport',
          tags,
          summary: 'Upload a CSV of leads and get its preview',
          description:
            'Admins only. Multipart field `file`: a CSV of at most 50 MB, UTF-8 with or without ' +
            'a BOM, separated by commas or semicolons (detected), with a header row. Answers the ' +
            'headings, the first rows and a mapping suggested from the headings (`Work Email` -> ' +
            'email, `Company Website` -> companyDomain, ...). Nothing is imported until ' +
            '`POST /api/admin/lead-imports/:id/commit`. 413 beyond 50 MB, 415 for binary or ' +
            'non-UTF-8 content, 400 for a file without rows, 429 after 30 in 10 minutes.',
          security,
          consumes: ['multipart/form-data'],
          response: { 201: LeadImportPreview },
        },
      },
      async (request, reply) => {
        const spooled = await receiveCsvUpload(request, spoolDir, 'import.csv');
        try {
          const preview = await createLeadImport(db, viewerOf(request), spooled);
          return reply.status(201).send(preview);
        } finally {
          await spooled.discard();
        }
      },
    );
  });

  app.post(
    '/admin/lead-imports/:id/commit',
    {
      config: { openapi: { answers: [409] } },
      schema: {
        operationId: 'commitLeadImport',
        tags,
        summary: 'Start an uploaded import with a column mapping',
        description:
          'Admins only. `mapping` maps a lead field to a column of the file by its position, ' +
          '0 being the first (`{ "email": 2, ... }`; email is required); a heading as the ' +
          'preview answers it (`"Work Email"`, unique) is accepted too. `onDuplicate` says what ' +
          'to do with e-mails already in the database: `skip` or `update` (the fields the file ' +
          'gives). The import runs as a background job that survives restarts; follow it with ' +
          '`GET /api/admin/lead-imports/:id`. 400 for a column the file lacks, 409 once started.',
        security,
        params: IdParams,
        body: CommitLeadImportInput,
        response: { 202: LeadImport },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await commitLeadImport(db, app.jobs, viewerOf(request), request.params.id, request.body),
        ),
  );

  app.get(
    '/admin/lead-imports',
    {
      schema: {
        operationId: 'listLeadImports',
        tags,
        summary: 'Past lead imports',
        description: 'Admins only. Newest first, with each report.',
        security,
        querystring: LeadImportListQuery,
        response: { 200: LeadImportPage },
      },
    },
    async (request) => listLeadImports(db, request.query),
  );

  app.get(
    '/admin/lead-imports/:id',
    {
      schema: {
        operationId: 'getLeadImport',
        tags,
        summary: 'A lead import and its report',
        description:
          'Admins only. `status` (uploaded, queued, running, done, failed), the counters ' +
          '`total, inserted, updated, duplicates, invalid, suppressed`, `rowsTotal` (the ' +
          "file's data rows, so progress reads `total` of `rowsTotal`) and `progress` (0-100) " +
          'while it runs, `rejectedByReason` (rejected rows counted by reason), `warnings` ' +
          '(rows loaded with an unreadable optional value left empty), `error` when it failed, ' +
          'and `rejectedUrl` for the rejected rows.',
        security,
        params: IdParams,
        response: { 200: LeadImport },
      },
    },
    async (request) => getLeadImport(db, request.params.id),
  );

  app.get(
    '/admin/lead-imports/:id/rejected',
    {
      config: {
        openapi: {
          produces: {
            description: 'The CSV file, streamed as an attachment.',
            types: ['text/csv'],
          },
        },
      },
      schema: {
        operationId: 'downloadRejectedRows',
        tags,
        summary: "An import's rejected rows as CSV",
        description:
          'Admins only. `text/csv`: the row number in the file (the header is row 1), the ' +
          'problem (invalid, duplicate, suppressed), the reason and the original columns.',
        security,
        params: IdParams,
      },
    },
    async (request, reply) => {
      const file = await rejectedRowsCsv(db, request.params.id);
      reply
        .header('content-disposition', attachmentHeader(file.fileName))
        .type('text/csv; charset=utf-8');
      return reply.send(Readable.from(file.lines));
    },
  );
};
