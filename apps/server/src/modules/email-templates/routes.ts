import {
  EmailTemplateState,
  EmailTemplateVersion,
  SaveEmailTemplateInput,
  SaveEmailTemplateResult,
  TEMPLATE_SAVED_MESSAGE,
  TestEmailTemplateInput,
  TestEmailTemplateResult,
  unknownPlaceholders,
} from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, security } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import {
  listTemplateVersions,
  restoreTemplate,
  saveTemplate,
  sendTestEmail,
  templateState,
} from './service.ts';

const tags = ['back office'];

/** The order e-mail's template: Admins and Managers (the spec's two staff roles). */
export const emailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mailer, config } = app;
  const db = app.database.db;
  const publicUrl = config.publicUrl;
  app.addHook('onRequest', app.requireRole('Admin', 'Manager'));

  app.get(
    '/email-template',
    {
      schema: {
        operationId: 'getEmailTemplate',
        summary: "The order e-mail's current template",
        tags,
        security,
        response: { 200: EmailTemplateState },
      },
    },
    async (_request) => {
      return templateState(db);
    },
  );

  app.get(
    '/email-templates',
    {
      schema: {
        operationId: 'listEmailTemplateVersions',
        summary: "The order e-mail template's earlier versions",
        tags,
        security,
        response: { 200: z.array(EmailTemplateVersion) },
      },
    },
    async (_request) => {
      return listTemplateVersions(db);
    },
  );

  // The spec's call; success is status 200 with the message the editor shows.
  app.post(
    '/add-generate-email-template',
    {
      schema: {
        operationId: 'saveEmailTemplate',
        summary: 'Save a new version of the order e-mail template',
        tags,
        security,
        description:
          'Saves the template as the newest version. The answer lists the `{{...}}` placeholders the order e-mail does not fill (`unknownPlaceholders`, misspelt ones); the save goes through either way.',
        body: SaveEmailTemplateInput,
        response: { 200: SaveEmailTemplateResult },
      },
    },
    async (request) => {
      const template = await saveTemplate(
        db,
        viewerOf(request),
        request.body.generateEmailTemplate,
      );
      return {
        message: TEMPLATE_SAVED_MESSAGE,
        template,
        unknownPlaceholders: unknownPlaceholders(template.generateEmailTemplate),
      };
    },
  );

  app.post(
    '/email-template/:id/restore',
    {
      schema: {
        operationId: 'restoreEmailTemplate',
        summary: 'Make an earlier version the current template',
        tags,
        security,
        params: IdParams,
        response: { 200: SaveEmailTemplateResult },
      },
    },
    async (request) => {
      const template = await restoreTemplate(db, viewerOf(request), request.params.id);
      return {
        message: TEMPLATE_SAVED_MESSAGE,
        template,
        unknownPlaceholders: unknownPlaceholders(template.generateEmailTemplate),
      };
    },
  );

  app.post(
    '/email-template/test',
    {
      schema: {
        operationId: 'sendTestEmail',
        summary: 'Send the template to oneself as a test',
        tags,
        security,
        body: TestEmailTemplateInput,
        response: { 200: TestEmailTemplateResult },
      },
    },
    async (request) =>
      sendTestEmail(
        { db, mailer, publicUrl, log: request.log },
        viewerOf(request),
        request.body.generateEmailTemplate,
      ),
  );
};
