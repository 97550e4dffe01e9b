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
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'Idempotency-Key: 1 to 200 visible ASCII characters, kept 24 hours. A retry with the same ' +
        'key and body answers the first answer again (`Idempotent-Replayed: true`) without ' +
        'spending credits twice; 400 INVALID_IDEMPOTENCY_KEY for a malformed key, 409 when the ' +
        'key was used with another body or its first request still runs.',
    ),
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
        operationId: 'searchLeads',
        summary: 'Search the leads',
        description:
          'One page of matching leads in the asked `sort`, by keyset `cursor`. The first page ' +
          'counts the matches (`total`: exact up to 1,000, an estimate beyond with ' +
          '`totalCapped: true`); cursor pages repeat that count from the cursor. 400 ' +
          '`INVALID_CURSOR` for a cursor we did not make, `CURSOR_SORT_MISMATCH` for one made in ' +
          'another order.',
        tags,
        security: keyedSecurity,
        querystring: LeadSearchQuery,
        response: { 200: LeadPage, 400: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) => searchLeads(db, viewerOf(request), request.query),
  );

  app.get(
    '/leads/facets',
    {
      ...keyedRead('facets'),
      schema: {
        operationId: 'getLeadFacets',
        summary: 'Counts of the leads by filter value',
        description:
          'Per facet, how many matching leads hold each value (a facet’s own filter left out of ' +
          'its counts). A word search matching more than 20,000 leads counts a random sample: ' +
          'the counts are then estimates to two significant figures and `estimated` is true.',
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
        operationId: 'getLeadVerification',
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
        operationId: 'quoteLeadReveal',
        summary: 'What revealing these leads would cost',
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
      config: { ...keyed.config, openapi: { answers: [409] } },
      schema: {
        operationId: 'revealLeads',
        summary: "Reveal leads' e-mail addresses with credits",
        description:
          "Spends credits to unlock the leads' e-mail addresses (leads already unlocked are free). " +
          'Send an `Idempotency-Key` header to retry safely: 400 `INVALID_IDEMPOTENCY_KEY` when ' +
          'the key is not 1 to 200 visible characters, 409 `CONFLICT` when it was used with ' +
          'another body or its first request is still running; a replay carries ' +
          '`Idempotent-Replayed: true`. 402 when the credits ran out (what was revealed stays), 403 ' +
          'until the account proved its e-mail address or paid for credits.',
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
      config: {
        ...keyedRead('other').config,
        openapi: {
          // A listId that is not one of the caller's lists.
          answers: [404],
          produces: {
            description:
              'The CSV file, streamed as an attachment; `X-Locked-Skipped` counts the leads of a list left out because they are not unlocked.',
            types: ['text/csv'],
          },
        },
      },
      schema: {
        operationId: 'exportLeads',
        summary: "Download a list or one's unlocked leads as CSV",
        description:
          'Exactly one of `listId` (a list of yours) or `unlocked=1` (every lead you unlocked): ' +
          'neither or both is a 400 `VALIDATION_ERROR`. Only unlocked leads are exported. ' +
          '`format`: `crm` (default: readable headers and labels such as "Job Title", ' +
          '"C-level", country names), `codes` (LEAD_EXPORT_COLUMNS as headers, stored codes), ' +
          '`hubspot` or `salesforce` (their import headers). `columns` (comma list of ' +
          'LEAD_EXPORT_COLUMNS) picks and orders the columns of a crm or codes file.',
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
        // `revealId` of a reveal not the caller's: 404.
        config: { leadRead: 'other', openapi: { answers: [404] } },
        schema: {
          operationId: 'listMyLeads',
          summary: 'The leads the signed-in person has unlocked (or those of one reveal of theirs)',
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
          operationId: 'listLeadLists',
          summary: "The signed-in person's lead lists",
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
      schema: {
        operationId: 'createLeadList',
        summary: 'Create a lead list',
        description: 'Names are unique per person, whatever their case: 409 for a name in use.',
        tags,
        security: keyedSecurity,
        body: LeadListInput,
        response: { 201: LeadList, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createLeadList(db, viewerOf(request), request.body)),
  );

  app.get(
    '/lists/:id',
    {
      ...keyedRead('other'),
      schema: {
        operationId: 'getLeadList',
        summary: 'Get one lead list with its leads',
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
        operationId: 'renameLeadList',
        summary: 'Rename a lead list',
        description: 'Names are unique per person, whatever their case: 409 for a name in use.',
        tags,
        security: keyedSecurity,
        params: IdParams,
        body: LeadListInput,
        response: { 200: LeadList, 409: ApiErrorBody },
      },
    },
    async (request) => renameLeadList(db, viewerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/lists/:id',
    {
      ...keyed,
      schema: {
        operationId: 'deleteLeadList',
        summary: 'Delete a lead list',
        tags,
        security: keyedSecurity,
        params: IdParams,
        response: { 200: LeadList },
      },
    },
    async (request) => deleteLeadList(db, viewerOf(request), request.params.id),
  );

  app.post(
    '/lists/:id/leads',
    {
      ...keyed,
      schema: {
        operationId: 'addLeadsToList',
        summary: 'Add leads to a list',
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
        operationId: 'removeLeadsFromList',
        summary: 'Remove leads from a list',
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
