import os from 'node:os';
import path from 'node:path';
import {
  ApiErrorBody,
  CommitEnrichmentInput,
  Enrichment,
  EnrichmentListQuery,
  EnrichmentMapping,
  EnrichmentPage,
  EnrichmentQuote,
  EnrichmentUpload,
} from '@leadvault/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentHeader } from '../../lib/attachment-header.ts';
import { hourlyChore } from '../../lib/hourly-chore.ts';
import { IdParams, keyedSecurity } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import { acceptCsvUploads, receiveCsvUpload } from '../lead-imports/index.ts';
import { assertMayReveal } from '../leads/index.ts';
import {
  commitEnrichment,
  createEnrichment,
  enrichmentResult,
  expireUnstartedEnrichments,
  getEnrichment,
  listEnrichments,
  quoteEnrichment,
} from './service.ts';

const tags = ['enrichments'];
/** A session or `Authorization: Bearer lv_…` (modules/api-keys), as LEADS.md marks them. */
const keyed = { apiKey: true } as const;

/** Bulk enrichment (issue 29): the customer's own files only; anyone else's answer 404. */
export const enrichmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const spoolDir = path.join(os.tmpdir(), 'leadvault-enrichments');
  hourlyChore(app, 'unstarted enrichments withdrawn', () => expireUnstartedEnrichments(db), {
    atReady: false,
  });
  app.addHook('onRequest', app.requireSignedInOrApiKey);

  await app.register(async (scope) => {
    const upload = scope.withTypeProvider<ZodTypeProvider>();
    await acceptCsvUploads(upload, 'enrichment-upload', 'Too many uploads');
    upload.post(
      '/enrichments',
      {
        config: {
          ...keyed,
          openapi: {
            answers: [400, 413, 415, 429],
            accepts: { description: 'The CSV file of people.', types: ['multipart/form-data'] },
          },
        },
        schema: {
          operationId: 'uploadEnrichment',
          tags,
          summary: 'Upload a CSV of people to find e-mail addresses for',
          description:
            'Multipart field `file`: a CSV (UTF-8, commas or semicolons, a header row) of at ' +
            'most 10,000 rows and 50 MB. Answers the headings, the first rows and a mapping ' +
            'suggested from the headings (first name, last name, full name, company domain, ' +
            'company name, or an e-mail to verify). Nothing is charged until ' +
            '`POST /api/enrichments/:id/commit`. 413 beyond 50 MB, 415 for binary or non-UTF-8 ' +
            'content, 400 for a file without rows or with more than 10,000, 429 after 30 ' +
            'uploads in 10 minutes.',
          security: keyedSecurity,
          consumes: ['multipart/form-data'],
          response: { 201: EnrichmentUpload },
        },
      },
      async (request, reply) => {
        const spooled = await receiveCsvUpload(request, spoolDir, 'people.csv');
        try {
          const created = await createEnrichment(db, viewerOf(request).user.id, spooled);
          return reply.status(201).send(created);
        } finally {
          await spooled.discard();
        }
      },
    );
  });

  app.get(
    '/enrichments',
    {
      config: keyed,
      schema: {
        operationId: 'listEnrichments',
        tags,
        summary: 'Your enrichments, newest first',
        security: keyedSecurity,
        querystring: EnrichmentListQuery,
        response: { 200: EnrichmentPage },
      },
    },
    async (request) => listEnrichments(db, viewerOf(request).user.id, request.query),
  );

  app.get(
    '/enrichments/:id',
    {
      config: keyed,
      schema: {
        operationId: 'getEnrichment',
        tags,
        summary: 'An enrichment’s progress and counts',
        description:
          '`status` (uploaded, queued, running, done, failed), `rowsDone` of `rowsTotal`, ' +
          '`found`, `notFound`, `charged` (credits), `stoppedBy` when rows were left for the ' +
          'credit cap (`max_credits`) or an empty balance (`no_credits`), `resultUrl` once done.',
        security: keyedSecurity,
        params: IdParams,
        response: { 200: Enrichment },
      },
    },
    async (request) => getEnrichment(db, viewerOf(request).user.id, request.params.id),
  );

  app.get(
    '/enrichments/:id/quote',
    {
      config: { ...keyed, openapi: { answers: [409] } },
      schema: {
        operationId: 'quoteEnrichment',
        tags,
        summary: 'What an uploaded enrichment would cost at most (free)',
        description:
          'Every row read under the mapping (the query gives it by column position, 0 the ' +
          'first; the suggested one otherwise): rows naming a lead of ours, those you unlocked ' +
          'already (free), rows to find (1 credit only when found), rows that cannot be ' +
          'answered (free), the most it can cost and your balance. 409 once started.',
        security: keyedSecurity,
        params: IdParams,
        querystring: EnrichmentMapping,
        response: { 200: EnrichmentQuote },
      },
    },
    async (request) => {
      const mapping = Object.keys(request.query).length > 0 ? request.query : undefined;
      return quoteEnrichment(db, viewerOf(request).user.id, request.params.id, mapping);
    },
  );

  app.post(
    '/enrichments/:id/commit',
    {
      config: { ...keyed, openapi: { answers: [409] } },
      schema: {
        operationId: 'commitEnrichment',
        tags,
        summary: 'Start an uploaded enrichment with a credit cap',
        description:
          'A background job answers every row with the finder (or checks the address given): ' +
          '1 credit per address answered that you had not unlocked, never more than ' +
          '`maxCredits` in all, stopping cleanly when the balance reaches zero. A file run ' +
          'again costs nothing for the addresses it found before. Follow it with ' +
          '`GET /api/enrichments/:id`. 402 never: an empty balance ends the rows that would ' +
          'cost as `no_credits`. 403 until the account proved its e-mail address or paid for ' +
          'credits, 409 once started.',
        security: keyedSecurity,
        params: IdParams,
        body: CommitEnrichmentInput,
        response: { 202: Enrichment, 403: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await assertMayReveal(db, viewer.user);
      const started = await commitEnrichment(
        db,
        app.jobs,
        viewer.user.id,
        request.params.id,
        request.body,
      );
      return reply.status(202).send(started);
    },
  );

  app.get(
    '/enrichments/:id/result',
    {
      config: {
        ...keyed,
        openapi: {
          answers: [409],
          produces: { description: 'The CSV file, as an attachment.', types: ['text/csv'] },
        },
      },
      schema: {
        operationId: 'downloadEnrichmentResult',
        tags,
        summary: 'The enriched file',
        description:
          'Every row of the upload with `email, email_status, confidence, ' +
          'verification_reason, charged` appended (cells that would start a formula are ' +
          'guarded). 409 until the enrichment is done.',
        security: keyedSecurity,
        params: IdParams,
      },
    },
    async (request, reply) => {
      const file = await enrichmentResult(db, viewerOf(request).user.id, request.params.id);
      reply
        .header('content-disposition', attachmentHeader(file.name))
        .type('text/csv; charset=utf-8');
      return reply.send(file.stream);
    },
  );
};
