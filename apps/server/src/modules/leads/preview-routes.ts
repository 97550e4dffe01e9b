import { ApiErrorBody, LeadPreviewPage, LeadPreviewQuery } from '@leadvault/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  hitRateLimit,
  type RateLimitRule,
  rateLimitedError,
  setRateLimitHeaders,
  tryAgainIn,
} from '../../lib/rate-limit.ts';
import { previewLeads } from './preview.ts';

const tags = ['find leads'];

/**
 * The visitors' preview of Find Leads (issue 30): public, so counted per client address in the
 * database (every process shares the count), with the `RateLimit-*` headers on every answer.
 */
export const leadPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const rule: RateLimitRule = { max: app.config.leadPreviewRateLimit, windowMs: 60_000 };
  const limitPerAddress = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await hitRateLimit(app.database, `lead-preview-ip:${request.ip}`, rule);
    setRateLimitHeaders(reply, rule, result);
    if (!result.allowed) {
      throw rateLimitedError(
        reply,
        result,
        (seconds) =>
          `This address searched the preview more than ${rule.max} times this minute. ${tryAgainIn(seconds)} A free account searches more.`,
      );
    }
  };

  app.get(
    '/leads/preview',
    {
      preHandler: limitPerAddress,
      schema: {
        operationId: 'previewLeads',
        summary: 'Search the leads without an account: a few pages, no e-mail addresses',
        description:
          'The filters of `GET /api/leads`; 25 leads a page and at most 4 pages (`nextCursor` is ' +
          'null after the fourth). A lead carries no e-mail address, no LinkedIn address and only ' +
          'the initial of the last name. Leads removed at their request are never shown. Costs no ' +
          'credits; limited per client address (`RateLimit-Limit/Remaining/Reset` on every ' +
          'answer, 429 with `Retry-After` beyond it).',
        tags,
        security: [],
        querystring: LeadPreviewQuery,
        response: { 200: LeadPreviewPage, 429: ApiErrorBody },
      },
    },
    async (request) => previewLeads(app.database.db, request.query),
  );
};
