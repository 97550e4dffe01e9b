import { InvoiceSettings, UpdateInvoiceSettingsInput } from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { security } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import { getInvoiceSettings, updateInvoiceSettings } from './settings.ts';

const tags = ['back office'];

/** The seller details printed on invoices: Admins only. */
export const invoiceSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', app.requireRole('Admin'));

  app.get(
    '/invoice-settings',
    {
      schema: {
        operationId: 'getInvoiceSettings',
        summary: 'The seller details printed on invoices',
        tags,
        security,
        response: { 200: InvoiceSettings },
      },
    },
    async () => getInvoiceSettings(db),
  );

  app.put(
    '/invoice-settings',
    {
      schema: {
        operationId: 'updateInvoiceSettings',
        summary: 'Change the seller details of invoices issued from now on',
        tags,
        security,
        body: UpdateInvoiceSettingsInput,
        response: { 200: InvoiceSettings },
      },
    },
    async (request) => updateInvoiceSettings(db, viewerOf(request), request.body),
  );
};
