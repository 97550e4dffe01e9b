import { createHash } from 'node:crypto';
import {
  ApiErrorBody,
  OptOutConfirmed,
  OptOutConfirmQuery,
  OptOutInput,
  OptOutRequested,
} from '@leadvault/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { dropLeadPages } from '../suppressions/index.ts';
import { confirmOptOut, requestOptOut } from './service.ts';

const tags = ['opt-out'];

/** Removal requests per client address: a few typos' worth, not a mail cannon. */
const OPT_OUT_IP_LIMIT: RateLimitRule = { max: 5, windowMs: 15 * 60_000 };
/** Links mailed to one address per hour, whoever asks. */
const OPT_OUT_ADDRESS_LIMIT: RateLimitRule = { max: 3, windowMs: 60 * 60_000 };
/** Confirmations tried per client address (tokens are 256-bit: this only keeps scans slow). */
const OPT_OUT_CONFIRM_LIMIT: RateLimitRule = { max: 20, windowMs: 15 * 60_000 };

const waitMessage = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `Too many removal requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/** The public removal form (`/opt-out`): anyone may call it; both calls are rate-limited. */
export const optOutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, mailer, config } = app;
  const publicUrl = config.publicUrl;

  app.post(
    '/opt-out',
    {
      // After validation: a typo is not counted. The address limit answers like the others, so
      // it tells nothing about the address either.
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        await enforceRateLimit(
          database,
          reply,
          `opt-out:${request.ip}`,
          OPT_OUT_IP_LIMIT,
          waitMessage,
        );
        const { email } = request.body as OptOutInput;
        // Counted under a hash: the limit table is no place to keep the address of a person
        // who is asking to be forgotten.
        await enforceRateLimit(
          database,
          reply,
          `opt-out-address:${createHash('sha256').update(email).digest('hex')}`,
          OPT_OUT_ADDRESS_LIMIT,
          waitMessage,
        );
      },
      schema: {
        operationId: 'requestOptOut',
        tags,
        summary:
          'Ask to be removed: mails a 24-hour confirmation link to the address (the same answer whether or not we hold it)',
        body: OptOutInput,
        response: { 200: OptOutRequested, 429: ApiErrorBody },
      },
    },
    async (request) => requestOptOut(database.db, mailer, publicUrl, request.body.email),
  );

  app.get(
    '/opt-out/confirm',
    {
      preHandler: async (request: FastifyRequest, reply: FastifyReply) =>
        enforceRateLimit(
          database,
          reply,
          `opt-out-confirm:${request.ip}`,
          OPT_OUT_CONFIRM_LIMIT,
          waitMessage,
        ),
      schema: {
        operationId: 'confirmOptOut',
        tags,
        summary:
          "Confirm a removal link (once, within 24 hours): the address is suppressed and its lead's personal data erased",
        querystring: OptOutConfirmQuery,
        response: { 200: OptOutConfirmed, 404: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) => {
      const confirmed = await confirmOptOut(database.db, request.query.token);
      dropLeadPages(app);
      return confirmed;
    },
  );
};
