import {
  ApiErrorBody,
  SavedSearch,
  SavedSearchInput,
  SavedSearchList,
  SavedSearchNewLeads,
  SavedSearchNewQuery,
  SavedSearchUnsubscribeInput,
  SavedSearchUpdate,
} from '@leadvault/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { hourlyChore } from '../../lib/hourly-chore.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { IdParams, keyedSecurity } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import { sendDueAlerts, unsubscribe } from './alerts.ts';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  newLeadsOf,
  updateSavedSearch,
} from './service.ts';

const tags = ['saved searches'];
const keyed = { config: { apiKey: true } } as const;

/** Saved searches and their alerts (issue 30): each person's own, 404 to anyone else. */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Every process runs the pass; each alert is claimed once per period (alerts.ts).
  hourlyChore(
    app,
    'saved-search alerts queued',
    () =>
      sendDueAlerts({
        db,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        secret: app.config.authSecret,
        daySeconds: app.config.savedSearchAlerts.daySeconds,
      }),
    { everyMs: app.config.savedSearchAlerts.passSeconds * 1000, countAs: 'mailed', atReady: false },
  );

  // The link of an alert e-mail: whoever holds it may stop that alert, signed in or not.
  app.post(
    '/saved-searches/unsubscribe',
    {
      schema: {
        operationId: 'unsubscribeSavedSearchAlert',
        summary: 'Stop a saved search’s alert from the link of its e-mail',
        description: 'Public: the signed token of the e-mail’s link. 404 for a link not ours.',
        tags,
        body: SavedSearchUnsubscribeInput,
        response: { 200: SavedSearch, 429: ApiErrorBody },
      },
      preHandler: async (request, reply) =>
        enforceRateLimit(
          app.database,
          reply,
          `saved-search-unsubscribe:${request.ip}`,
          { max: 30, windowMs: 10 * 60_000 },
          () => 'Too many tries: please wait a few minutes.',
        ),
    },
    async (request) => unsubscribe(db, app.config.authSecret, request.body.token),
  );

  await app.register(async (scope) => {
    const owned = scope.withTypeProvider<ZodTypeProvider>();
    owned.addHook('onRequest', app.requireSignedInOrApiKey);

    owned.get(
      '/saved-searches',
      {
        ...keyed,
        schema: {
          operationId: 'listSavedSearches',
          summary: 'Your saved searches, newest first',
          tags,
          security: keyedSecurity,
          response: { 200: SavedSearchList },
        },
      },
      async (request) => listSavedSearches(db, viewerOf(request).user.id),
    );

    owned.post(
      '/saved-searches',
      {
        ...keyed,
        schema: {
          operationId: 'createSavedSearch',
          summary: 'Save a search’s filters under a name, with an optional alert',
          description:
            '`filters` as `GET /api/leads` takes them (arrays or comma lists); `alert`: off, ' +
            'daily or weekly (an e-mail with the count and the first names of the leads added ' +
            'since the last one, sent only when there are some). Names are unique per person, ' +
            'whatever their case: 409 for a name in use, and past 50 saved searches.',
          tags,
          security: keyedSecurity,
          body: SavedSearchInput,
          response: { 201: SavedSearch, 409: ApiErrorBody },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createSavedSearch(db, viewerOf(request).user.id, request.body)),
    );

    owned.put(
      '/saved-searches/:id',
      {
        ...keyed,
        schema: {
          operationId: 'updateSavedSearch',
          summary: 'Rename a saved search or change its alert',
          description:
            'Turning an alert on starts it from now. 409 for a name another of yours has.',
          tags,
          security: keyedSecurity,
          params: IdParams,
          body: SavedSearchUpdate,
          response: { 200: SavedSearch, 409: ApiErrorBody },
        },
      },
      async (request) =>
        updateSavedSearch(db, viewerOf(request).user.id, request.params.id, request.body),
    );

    owned.delete(
      '/saved-searches/:id',
      {
        ...keyed,
        schema: {
          operationId: 'deleteSavedSearch',
          summary: 'Delete a saved search (and its alert)',
          tags,
          security: keyedSecurity,
          params: IdParams,
          response: { 200: SavedSearch },
        },
      },
      async (request) => deleteSavedSearch(db, viewerOf(request).user.id, request.params.id),
    );

    owned.get(
      '/saved-searches/:id/new',
      {
        ...keyed,
        schema: {
          operationId: 'listSavedSearchNewLeads',
          summary: 'The leads added since a saved search’s last alert that match it',
          description:
            'Oldest first, by keyset `cursor`; `since` is the moment they are new after (the ' +
            'last alert, or when the search or its alert began). Reading them moves nothing.',
          tags,
          security: keyedSecurity,
          params: IdParams,
          querystring: SavedSearchNewQuery,
          response: { 200: SavedSearchNewLeads },
        },
      },
      async (request) => newLeadsOf(db, viewerOf(request), request.params.id, request.query),
    );
  });
};
