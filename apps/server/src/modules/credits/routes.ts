import {
  CreditActivityPage,
  CreditActivityQuery,
  CreditLedgerPage,
  CreditLedgerQuery,
  Credits,
  CreditUsage,
  CreditUsageQuery,
} from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keyedSecurity } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import { listActivity } from './activity.ts';
import { listLedger } from './history.ts';
import { creditBalance } from './ledger.ts';
import { creditUsage } from './usage.ts';

export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // onRequest: signed-out requests get 401 before anything is read. Every call takes an API key
  // too; each answers the caller's own credits only (LEADS.md "or API key"; modules/api-keys).
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
  app.get(
    '/credits/usage',
    {
      config: { apiKey: true },
      schema: {
        operationId: 'getCreditUsage',
        summary:
          "The signed-in person's credits per UTC day over the last `days` days (30 by default), spending per list, and totals",
        tags: ['find leads'],
        security: keyedSecurity,
        querystring: CreditUsageQuery,
        response: { 200: CreditUsage },
      },
    },
    async (request) => creditUsage(db, viewerOf(request).user.id, request.query),
  );

  app.get(
    '/credits/activity',
    {
      config: { apiKey: true },
      schema: {
        operationId: 'listCreditActivity',
        summary:
          "The signed-in person's credit movements, newest first, each reveal as one line (its leads and credits added up)",
        tags: ['find leads'],
        security: keyedSecurity,
        querystring: CreditActivityQuery,
        response: { 200: CreditActivityPage },
      },
    },
    async (request) => listActivity(db, viewerOf(request).user.id, request.query),
  );
};
