import {
  ApiErrorBody,
  LeadVerificationList,
  QueueVerificationsInput,
  QueueVerificationsResult,
  VERIFICATION_OFF,
  VerificationSummary,
} from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { IdParams, security } from '../../lib/route-schema.ts';
import { leadVerifications, verificationSummary } from './reports.ts';
import { queueVerifications } from './service.ts';

const tags = ['verification'];

/**
 * Staff over our own e-mail checks (LEADS.md, "E-mail verification"), Admins only: queue checks
 * now, a lead's checks with their evidence, and the last 30 days in figures. The checks run in
 * the background (`verification.check`, registered with the service at start).
 */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const config = app.config.verification;
  // Role first: a signed-out or non-Admin request is answered before any body is read.
  app.addHook('onRequest', app.requireRole('Admin'));

  app.post(
    '/admin/verifications',
    {
      schema: {
        operationId: 'queueVerifications',
        tags,
        summary: 'Queue e-mail checks of leads',
        description:
          'Admins only. Exactly one of `leadIds` (1 to 1000 lead ids), `importId` (the leads an ' +
          'import inserted or updated) or `filter` (the Find Leads filters: q, title, seniority, department, ' +
          'industry, companySize, country, domain, emailStatus). Suppressed leads are never ' +
          'checked; unknown ids are skipped; an import or a filter queues its first 10,000 leads. ' +
          'Answers `{ queued }`, the leads whose check now waits in the background (202); each ' +
          'check is recorded in the lead’s history and sets its status. 400 for anything else ' +
          'in the body, 404 for an unknown import, 409 `VERIFICATION_OFF` while checks are off ' +
          '(`VERIFY_METHOD=off`: nothing is queued).',
        security,
        body: QueueVerificationsInput,
        response: {
          202: QueueVerificationsResult,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      if (config.method === 'off') {
        throw new HttpError(
          409,
          VERIFICATION_OFF,
          'E-mail checks are off on this server (VERIFY_METHOD=off): nothing was queued.',
        );
      }
      return reply.status(202).send(await queueVerifications(db, app.jobs, request.body));
    },
  );

  app.get(
    '/admin/leads/:id/verifications',
    {
      schema: {
        operationId: 'listLeadVerifications',
        tags,
        summary: 'A lead’s e-mail checks with their evidence',
        description:
          'Admins only. The lead’s checks, newest first (at most 200): status, reason, flags, ' +
          'the SMTP code and enhanced code, the server’s reply (≤ 200 characters), the mail ' +
          'host, the method, how long it took and when. History: a check is never rewritten. ' +
          '404 for an unknown lead.',
        security,
        params: IdParams,
        response: {
          200: LeadVerificationList,
          401: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    async (request) => leadVerifications(db, request.params.id),
  );

  app.get(
    '/admin/verifications/summary',
    {
      schema: {
        operationId: 'getVerificationSummary',
        tags,
        summary: 'E-mail checks of the last 30 days in figures',
        description:
          'Admins only. The configured method, the checks of the last 30 days by status and by ' +
          'reason, per day (UTC, oldest first, every day present), the leads whose check waits ' +
          'in the queue, and `bounces`: charged unlocks (`revealed`), bounce `reports` and ' +
          'those `refunded` in the same days, and `rate` = refunded / revealed (0 when none).',
        security,
        response: { 200: VerificationSummary, 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async () => verificationSummary(db, config),
  );
};
