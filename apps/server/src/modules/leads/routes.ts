import { Readable } from 'node:stream';
import {
  ApiErrorBody,
  LeadCheckEvidenceResponse,
  LeadExportQuery,
  LeadFacets,
  LeadFacetsQuery,
  LeadList,
  LeadListDetail,
  LeadListDetailQuery,
  LeadListInput,
  LeadListItemsInput,
  LeadListItemsResult,
  LeadListsResponse,
  LeadPage,
  LeadSearchQuery,
  LOCKED_SKIPPED_HEADER,
  MyLeadsPage,
  MyLeadsQuery,
  RevealInput,
  RevealQuote,
  RevealQuoteInput,
  RevealResponse,
} from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bothForms } from '../../lib/both-forms.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { noStore } from '../../lib/no-store.ts';
import { IdParams, keyedSecurity } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import { latestCheckEvidence } from '../verification/index.ts';
import { leadExport } from './export.ts';
import { leadFacets } from './facets.ts';
import {
  addToLeadList,
  createLeadList,
  deleteLeadList,
  leadListDetail,
  listLeadLists,
  removeFromLeadList,
  renameLeadList,
} from './lists.ts';
import { myLeads } from './my-leads.ts';
import { seesEveryEmail, unlockedAmong } from './present.ts';
import { leadReadBudget } from './read-budget.ts';
import { assertMayReveal, quoteReveal, revealAnswerKeeping, revealLeads } from './reveal.ts';
import { searchLeads } from './search.ts';

const tags = ['find leads'];
const RevealHeaders = z.object({
  'idempotency-key': z.string().optional().describe('Repeat the first answer of this request.'),
});

/** The calls LEADS.md marks "or API key": a session or `Authorization: Bearer lv_…`. */
const keyed = { config: { apiKey: true } } as const;
/** Keyed reads of lead data, counted against the person's read budget (read-budget.ts). */
const keyedRead = (leadRead: 'search' | 'facets' | 'other') =>
  ({ config: { apiKey: true, leadRead } }) as const;
const sessionOnly = [{ session: [] }];

export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // onRequest: signed-out requests get 401 before their query or body is even validated. Routes
  // marked `apiKey` take an API key instead of a session too (modules/api-keys).
  app.addHook('onRequest', app.requireSignedInOrApiKey);
  // Balances, e-mails and lists are the caller's own: never cached on the way.
  app.addHook('onSend', noStore);
  app.addHook(
    'preHandler',
    leadReadBudget(app.database, {
      perPerson: app.config.leadReadRateLimit,
      searchesPerAddress: app.config.leadSearchAddressRateLimit,
    }),
  );

  app.get(
    '/leads',
    {
      ...keyedRead('search'),
      schema: {
        tags,
        security: keyedSecurity,
        querystring: LeadSearchQuery,
        response: { 200: LeadPage, 429: ApiErrorBody },
      },
    },
    async (request) => searchLeads(db, viewerOf(request), request.query),
  );

  app.get(
    '/leads/facets',
    {
      ...keyedRead('facets'),
      schema: {
        tags,
        security: keyedSecurity,
        querystring: LeadFacetsQuery,
        response: { 200: LeadFacets, 429: ApiErrorBody },
      },
    },
    async (request) => leadFacets(db, request.query),
  );

  app.get(
    '/leads/:id/verification',
    {
      ...keyedRead('other'),
      schema: {
        tags,
        summary: "The evidence of our latest check of a lead's e-mail",
        security: keyedSecurity,
        params: IdParams,
        response: { 200: LeadCheckEvidenceResponse, 404: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return latestCheckEvidence(db, request.params.id, async (leadId) =>
        seesEveryEmail(viewer)
          ? true
          : (await unlockedAmong(db, viewer.user.id, [leadId])).has(leadId),
      );
    },
  );

  app.post(
    '/leads/reveal/quote',
    {
      ...keyed,
      schema: {
        tags,
        security: keyedSecurity,
        body: RevealQuoteInput,
        response: { 200: RevealQuote },
      },
    },
    async (request) =>
      quoteReveal(db, app.checksNow, viewerOf(request).user.id, request.body.leadIds),
  );

  app.post(
    '/leads/reveal',
    {
      ...keyed,
      schema: {
        tags,
        security: keyedSecurity,
        headers: RevealHeaders,
        body: RevealInput,
        response: { 200: RevealResponse, 402: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const userId = viewer.user.id;
      // Before the idempotency record: once verified, the same key may simply be tried again.
      await assertMayReveal(db, viewer.user);
      const answer = await idempotent(
        db,
        {
          userId,
          scope: 'lead-reveal',
          key: request.headers['idempotency-key'],
          body: request.body.leadIds,
        },
        () => revealLeads(db, app.checksNow, userId, request.body.leadIds),
        revealAnswerKeeping(db, userId),
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(answer.status as 200).send(answer.body as RevealResponse);
    },
  );

  app.get(
    '/leads/export',
    {
      ...keyedRead('other'),
      schema: {
        tags,
        security: keyedSecurity,
        querystring: LeadExportQuery,
      },
    },
    async (request, reply) => {
      const file = await leadExport(db, viewerOf(request), request.query);
      reply
        .header(LOCKED_SKIPPED_HEADER, String(file.lockedSkipped))
        .header('access-control-expose-headers', LOCKED_SKIPPED_HEADER)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .type('text/csv; charset=utf-8');
      return reply.send(Readable.from(file.rows));
    },
  );

  for (const { url, hide } of bothForms('/my-all-leads')) {
    app.get(
      url,
      {
        config: { leadRead: 'other' },
        schema: {
          tags,
          hide,
          security: sessionOnly,
          querystring: MyLeadsQuery,
          response: { 200: MyLeadsPage, 429: ApiErrorBody },
        },
      },
      async (request) => myLeads(db, viewerOf(request), request.query),
    );
  }

  for (const { url, hide } of bothForms('/lists')) {
    app.get(
      url,
      {
        ...keyedRead('other'),
        schema: {
          tags,
          hide,
          security: keyedSecurity,
          response: { 200: LeadListsResponse, 429: ApiErrorBody },
        },
      },
      async (request) => listLeadLists(db, viewerOf(request)),
    );
  }

  app.post(
    '/lists',
    {
      ...keyed,
      schema: { tags, security: keyedSecurity, body: LeadListInput, response: { 201: LeadList } },
    },
    async (request, reply) =>
      reply.status(201).send(await createLeadList(db, viewerOf(request), request.body)),
  );

  app.get(
    '/lists/:id',
    {
      ...keyedRead('other'),
      schema: {
        tags,
        security: keyedSecurity,
        params: IdParams,
        querystring: LeadListDetailQuery,
        response: { 200: LeadListDetail, 429: ApiErrorBody },
      },
    },
    async (request) => leadListDetail(db, viewerOf(request), request.params.id, request.query),
  );

  app.put(
    '/lists/:id',
    {
      ...keyed,
      schema: {
        tags,
        security: keyedSecurity,
        params: IdParams,
        body: LeadListInput,
        response: { 200: LeadList },
      },
    },
    async (request) => renameLeadList(db, viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/lists/:id',
    {
      ...keyed,
      schema: { tags, security: keyedSecurity, params: IdParams, response: { 200: LeadList } },
    },
    async (request) => deleteLeadList(db, viewerOf(request), request.params.id),
  );

  app.post(
    '/lists/:id/leads',
    {
      ...keyed,
      schema: {
        tags,
        security: keyedSecurity,
        params: IdParams,
        body: LeadListItemsInput,
        response: { 200: LeadListItemsResult },
      },
    },
    async (request) =>
      addToLeadList(db, viewerOf(request), request.params.id, request.body.leadIds),
  );

  app.delete(
    '/lists/:id/leads',
    {
      ...keyed,
      schema: {
        tags,
        security: keyedSecurity,
        params: IdParams,
        body: LeadListItemsInput,
        response: { 200: LeadListItemsResult },
      },
    },
    async (request) =>
      removeFromLeadList(db, viewerOf(request), request.params.id, request.body.leadIds),
  );
};
