import {
  AdminLead,
  AdminLeadPage,
  AdminLeadSearchQuery,
  UpdateAdminLeadInput,
} from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, security } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import { getAdminLead, searchAdminLeads, updateAdminLead } from './admin-leads.ts';

const tags = ['lead imports'];

/** The back office's Leads screen (issue 13), Admins only: search every lead, read, edit. */
export const adminLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Role first: a signed-out or non-Admin request is answered before any lookup.
  app.addHook('onRequest', app.requireRole('Admin'));

  app.get(
    '/admin/leads',
    {
      schema: {
        operationId: 'listAdminLeads',
        tags,
        summary: 'Search every lead (Admins)',
        description:
          'Admins only. The filters of `GET /api/leads` plus `email` (a whole address, or the ' +
          'start of addresses); every lead answers with its e-mail, suppressed ones included ' +
          'and marked `suppressed: true`. Keyset paging by `cursor`.',
        security,
        querystring: AdminLeadSearchQuery,
        response: { 200: AdminLeadPage },
      },
    },
    async (request) => searchAdminLeads(db, request.query),
  );

  app.get(
    '/admin/leads/:id',
    {
      schema: {
        operationId: 'getAdminLead',
        tags,
        summary: 'A lead as Admins see it',
        description: 'Admins only. 404 for an unknown lead.',
        security,
        params: IdParams,
        response: { 200: AdminLead },
      },
    },
    async (request) => getAdminLead(db, request.params.id),
  );

  app.put(
    '/admin/leads/:id',
    {
      config: { openapi: { answers: [409] } },
      schema: {
        operationId: 'updateAdminLead',
        tags,
        summary: 'Edit a lead',
        description:
          'Admins only. Every field of the lead; recorded in the activity log with what ' +
          'changed. 400 with field errors, 404 for an unknown lead, 409 when the e-mail belongs ' +
          'to another lead or is suppressed.',
        security,
        params: IdParams,
        body: UpdateAdminLeadInput,
        response: { 200: AdminLead },
      },
    },
    async (request) => updateAdminLead(db, viewerOf(request), request.params.id, request.body),
  );
};
