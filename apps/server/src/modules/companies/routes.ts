import { ApiErrorBody, CompanyParams, CompanyProfile } from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keyedSecurity } from '../../lib/route-schema.ts';
import { leadReadBudget } from '../leads/index.ts';
import { companyProfile } from './profile.ts';

const tags = ['find leads'];

/** Company pages (issue 30): a session or `Authorization: Bearer lv_…`, as the lead search. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSignedInOrApiKey);
  // A read of lead data like the search's: it spends the same per-person budget.
  app.addHook(
    'preHandler',
    leadReadBudget(app.database, {
      perPerson: app.config.leadReadRateLimit,
      searchesPerAddress: app.config.leadSearchAddressRateLimit,
    }),
  );

  app.get(
    '/companies/:domain',
    {
      config: { apiKey: true, leadRead: 'other' },
      schema: {
        operationId: 'getCompany',
        summary: 'A company: its facts, e-mail pattern, catch-all and how many leads we hold',
        description:
          'Free. `domain` as typed (`www.Acme.com` is `acme.com`). The facts are what most of our ' +
          'leads there say; the pattern and its share come from the valid addresses we hold there ' +
          "(as the domain search's); removed leads count nowhere. 404 `COMPANY_NOT_FOUND` when we " +
          "hold no lead at the domain. The company's leads: `GET /api/leads?domain=`.",
        tags,
        security: keyedSecurity,
        params: CompanyParams,
        response: { 200: CompanyProfile, 404: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) => companyProfile(app.database.db, request.params.domain),
  );
};
