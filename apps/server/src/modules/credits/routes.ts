import { CreditLedgerPage, CreditLedgerQuery, Credits } from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keyedSecurity } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import { listLedger } from './history.ts';
import { creditBalance } from './ledger.ts';

export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // onRequest: signed-out requests get 401 before anything is read. Both calls take an API key
  // too (LEADS.md "or API key"; modules/api-keys).
  app.addHook('onRequest', app.requireSignedInOrApiKey);

  app.get(
    '/credits',
    {
      config: { apiKey: true },
      schema: {
        operationId: 'getCredits',
        summary: "The signed-in person's credit balance",
        tags: ['find leads'],
        security: keyedSecurity,
        response: { 200: Credits },
      },
    },
    async (request) => {
      return { balance: await creditBalance(db, viewerOf(request).user.id) };
    },
  );

  app.get(
    '/credits/ledger',
    {
      config: { apiKey: true },
      schema: {
        operationId: 'listCreditLedger',
        summary: "The signed-in person's credit movements",
        tags: ['find leads'],
        security: keyedSecurity,
        querystring: CreditLedgerQuery,
        response: { 200: CreditLedgerPage },
      },
    },
    async (request) => {
      return listLedger(db, viewerOf(request).user.id, request.query);
    },
  );
};
