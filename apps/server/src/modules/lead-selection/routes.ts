import {
  ApiErrorBody,
  SelectionJob,
  SelectionJobInput,
  SelectionQuote,
  SelectionQuoteInput,
} from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentHeader } from '../../lib/attachment-header.ts';
import { hourlyChore } from '../../lib/hourly-chore.ts';
import { IdParams, keyedSecurity } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import { assertMayReveal } from '../leads/index.ts';
import { quoteSelection } from './quote.ts';
import {
  createSelectionJob,
  getSelectionJob,
  removeOldSelectionJobs,
  SELECTION_JOB_KEPT_DAYS,
  selectionJobFile,
} from './service.ts';

const tags = ['find leads'];
/** A session or `Authorization: Bearer lv_…` (modules/api-keys), as the other lead calls. */
const keyed = { apiKey: true } as const;

/** Whole-search selection (issue 30): a job's owner alone sees it (404 to anyone else). */
export const leadSelectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', app.requireSignedInOrApiKey);
  // Not at ready: nothing is due then that cannot wait an hour, and a start stays quick.
  hourlyChore(app, 'finished selection jobs removed', () => removeOldSelectionJobs(db), {
    atReady: false,
  });

  app.post(
    '/leads/selection/quote',
    {
      config: keyed,
      schema: {
        operationId: 'quoteLeadSelection',
        summary: 'What revealing the whole search would cost',
        description:
          'The first 10,000 matches of the filters (`GET /api/leads`’s), in id order: how many ' +
          '(`total`; `capped` when the search matches more), the new e-mails (of which ' +
          '`unchecked`: checked free first, charged only when our check confirms them), those ' +
          'already yours (free), the unavailable ones (never charged), the most it can cost and ' +
          'your balance. Nothing is written.',
        tags,
        security: keyedSecurity,
        body: SelectionQuoteInput,
        response: { 200: SelectionQuote },
      },
    },
    async (request) =>
      quoteSelection(db, app.checksNow, viewerOf(request).user.id, request.body.filters),
  );

  app.post(
    '/leads/selection/jobs',
    {
      config: { ...keyed, openapi: { answers: [402, 404, 409] } },
      schema: {
        operationId: 'startLeadSelectionJob',
        summary: 'Reveal, list or export the whole search as a job',
        description:
          'Fixes the selection (the first 10,000 matches of `filters`, in id order) and starts a ' +
          'background job; follow it with `GET /api/leads/selection/jobs/:id`. `reveal`: batches ' +
          'of leads, each one transaction and one ledger row; 1 credit per new e-mail, never ' +
          'twice, never for unknown, invalid or removed leads, never more than `maxCredits`; it ' +
          'stops (`stopReason: out_of_credits`) when the balance cannot pay. `list`: adds every ' +
          'lead to `listId` (404 when not yours) or to a new list `listName` (409 when the name ' +
          'is taken), free. `export`: a CSV of the selection’s leads you unlocked, in `format` ' +
          '(and `columns`), free. 402 for a reveal when there are new e-mails and no credits at ' +
          'all, 403 for a reveal until the account proved its e-mail address or paid for credits.',
        tags,
        security: keyedSecurity,
        body: SelectionJobInput,
        response: { 202: SelectionJob, 402: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      if (request.body.action === 'reveal') await assertMayReveal(db, viewer.user);
      const job = await createSelectionJob(db, app.jobs, app.checksNow, viewer, request.body);
      return reply.status(202).send(job);
    },
  );

  app.get(
    '/leads/selection/jobs/:id',
    {
      config: keyed,
      schema: {
        operationId: 'getLeadSelectionJob',
        summary: 'A whole-search job’s progress and outcome',
        description:
          '`status` (queued, running, done, stopped, failed), `done` of `total`, and per action ' +
          'what it did: `revealed`, `charged`, `owned`, `unavailable` (of which `checking`), ' +
          '`added`; `stopReason` for a reveal that ran out of credits or reached `maxCredits`; ' +
          `\`fileUrl\` once an export is written. A finished job is kept ${SELECTION_JOB_KEPT_DAYS} ` +
          'days (then 404); what it did stays in the ledger, your lists and My Leads.',
        tags,
        security: keyedSecurity,
        params: IdParams,
        response: { 200: SelectionJob },
      },
    },
    async (request) => getSelectionJob(db, viewerOf(request).user.id, request.params.id),
  );

  app.get(
    '/leads/selection/jobs/:id/file',
    {
      config: {
        ...keyed,
        openapi: {
          answers: [409],
          produces: { description: 'The CSV file, as an attachment.', types: ['text/csv'] },
        },
      },
      schema: {
        operationId: 'downloadLeadSelectionFile',
        summary: 'The CSV of an export job',
        description:
          'The unlocked leads of the selection in the format asked (formula-guarded). 409 until ' +
          'the export is written, and for jobs that make no file.',
        tags,
        security: keyedSecurity,
        params: IdParams,
      },
    },
    async (request, reply) => {
      const file = await selectionJobFile(db, viewerOf(request).user.id, request.params.id);
      reply
        .header('content-disposition', attachmentHeader(file.name))
        .type('text/csv; charset=utf-8');
      return reply.send(file.stream);
    },
  );
};
