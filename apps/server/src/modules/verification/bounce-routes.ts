import {
  ApiErrorBody,
  BOUNCE_BULK_MAX,
  BOUNCE_WINDOW_DAYS,
  BounceReportInput,
  BounceReportResult,
  BulkBounceInput,
  BulkBounceResult,
} from '@leadvault/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitedError } from '../../lib/rate-limit.ts';
import { IdParams, keyedSecurity } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import { BounceLimitError } from './bounce-claims.ts';
import { reportBounce, reportBounces } from './bounces.ts';

const tags = ['find leads'];
/** Signed in or `Authorization: Bearer lv_…` (an API key acts as its owner, a Customer). */
const keyed = { config: { apiKey: true } } as const;

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  429: ApiErrorBody,
};

/** The abuse bound's 429 as every rate limit answers it: RATE_LIMITED with `Retry-After`. */
async function withRetryAfter<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof BounceLimitError)) throw error;
    throw rateLimitedError(
      reply,
      { allowed: false, count: 0, retryAfterMs: error.retryAfterMs },
      error.message,
    );
  }
}

/**
 * Bounce reports (LEADS.md rule 6, decision 040), beside the Find Leads routes and with their
 * authentication: the person who unlocked a lead reports that its e-mail bounced; we check it
 * again at once and refund what our check cannot confirm as deliverable.
 */
export const bounceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', app.requireSignedInOrApiKey);

  app.post(
    '/leads/:id/bounce',
    {
      ...keyed,
      schema: {
        operationId: 'reportLeadBounce',
        tags,
        summary: 'Report that an unlocked lead’s e-mail bounced',
        description:
          `Within ${BOUNCE_WINDOW_DAYS} days of unlocking the lead, once per unlock. The address ` +
          'is checked again at once (at most 10 s): whatever our check cannot confirm as ' +
          'deliverable (invalid, unknown, accept_all, a full inbox) gives back what the unlock ' +
          'cost (ledger reason `bounce_refund`) → `refunded`; a mailbox the check confirms → ' +
          '`still_deliverable`, nothing refunded; a check that has not concluded in time → ' +
          '`checking`: it finishes in the background and refunds then if it must. `emailStatus` ' +
          'and `verificationReason` are what the re-check found. 404 for a lead the caller did ' +
          'not unlock (or that was removed), 409 `BOUNCE_ALREADY_REPORTED` or ' +
          '`BOUNCE_WINDOW_CLOSED`, 429 `RATE_LIMITED` with `Retry-After` after 20 reports in a ' +
          'row that were all still deliverable (one report an hour from then on).',
        security: keyedSecurity,
        params: IdParams,
        body: BounceReportInput,
        response: { 200: BounceReportResult, ...errors },
      },
    },
    async (request, reply) =>
      withRetryAfter(
        reply,
        reportBounce(db, app.checksNow, {
          userId: viewerOf(request).user.id,
          leadId: request.params.id,
          note: request.body.note,
        }),
      ),
  );

  app.post(
    '/leads/bounces',
    {
      ...keyed,
      schema: {
        operationId: 'reportLeadBounces',
        tags,
        summary: 'Report bounced e-mails of unlocked leads in bulk',
        description:
          `Up to ${BOUNCE_BULK_MAX} addresses (case does not matter): each is reported as ` +
          '`POST /leads/{id}/bounce` does, and answered with its outcome (`refunded`, ' +
          '`still_deliverable`, `checking`) or why it was not reported (`not_unlocked`, ' +
          '`already_reported`, `window_closed`), once per distinct address in the order given. ' +
          'The addresses are checked together, within 10 s for the whole call; `balance` is ' +
          'the balance after the refunds. 429 `RATE_LIMITED` with `Retry-After` under the ' +
          'abuse bound: nothing is reported then.',
        security: keyedSecurity,
        body: BulkBounceInput,
        response: {
          200: BulkBounceResult,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) =>
      withRetryAfter(
        reply,
        reportBounces(db, app.checksNow, {
          userId: viewerOf(request).user.id,
          emails: request.body.emails,
        }),
      ),
  );
};
