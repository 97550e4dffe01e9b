import {
  ApiErrorBody,
  DomainSearch,
  DomainSearchQuery,
  FinderAnswer,
  FinderInput,
} from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keyedSecurity } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import { assertMayReveal } from '../leads/index.ts';
import { searchDomain } from './domain.ts';
import { findEmail } from './service.ts';

const tags = ['finder'];
/** A session or `Authorization: Bearer lv_…` (modules/api-keys), as LEADS.md marks them. */
const keyed = { apiKey: true } as const;

/** The e-mail finder and the domain search (issue 29). */
export const finderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', app.requireSignedInOrApiKey);

  app.post(
    '/finder',
    {
      config: keyed,
      schema: {
        operationId: 'findEmail',
        summary: 'Find a person’s business e-mail address from their name and company',
        description:
          'Our own lead of that name at the domain first; otherwise the domain’s pattern from the ' +
          'valid addresses we hold there, candidates checked by our checker until one is valid ' +
          '(on a catch-all domain, the best guess as `accept_all` with its confidence). 1 credit ' +
          'only when an address is answered; the same question again is free. No address: ' +
          '`email: null` with the `reason`, free. 402 when the credits ran out, 403 until the ' +
          'account proved its e-mail address or paid for credits.',
        tags,
        security: keyedSecurity,
        body: FinderInput,
        response: { 200: FinderAnswer, 402: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await assertMayReveal(db, viewer.user);
      return findEmail(
        { db, verifier: app.verifier, checksNow: app.checksNow },
        viewer.user.id,
        request.body,
      );
    },
  );

  app.get(
    '/finder/domain',
    {
      config: keyed,
      schema: {
        operationId: 'searchDomain',
        summary: 'What we know of a company’s e-mail: pattern, catch-all, mail host, leads',
        description: 'Free. The pattern and its share come from the valid addresses we hold there.',
        tags,
        security: keyedSecurity,
        querystring: DomainSearchQuery,
        response: { 200: DomainSearch },
      },
    },
    async (request) => searchDomain(db, request.query.domain),
  );
};
