import { randomUUID } from 'node:crypto';
import {
  ContactMessage,
  ContactMessageInput,
  ContactMessageListQuery,
  ContactMessageListResponse,
  ContactReplyInput,
  ContactReplyResult,
  UpdateContactMessageInput,
} from '@leadvault/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { bothForms } from '../../lib/both-forms.ts';
import { enforceRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { IdParams, security } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import {
  createContactMessage,
  findContactMessage,
  listContactMessages,
  replyToMessage,
  setMessageStatus,
} from './service.ts';

const tags = ['back office'];

/** Five messages per address per minute; the sixth is refused. */
const CONTACT_RATE_LIMIT: RateLimitRule = { max: 5, windowMs: 60_000 };
const CONTACT_RATE_LIMITED_MESSAGE = 'Too many messages. Please wait a minute and try again.';

/**
 * The public contact form. Valid messages are counted per client address in the database
 * (shared by every server process); a filled honeypot is answered like a success and dropped.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const database = app.database;
  // After validation, so a person correcting a typo is not counted for the failed attempts.
  const limitPerAddress = (request: FastifyRequest, reply: FastifyReply) =>
    enforceRateLimit(
      database,
      reply,
      `contact:${request.ip}`,
      CONTACT_RATE_LIMIT,
      CONTACT_RATE_LIMITED_MESSAGE,
    );

  for (const { url, hide } of bothForms('/add-contact-message')) {
    app.post(
      url,
      {
        preHandler: limitPerAddress,
        config: { openapi: { answers: [429] } },
        schema: {
          operationId: 'sendContactMessage',
          summary: 'Send a message through the contact form',
          tags: ['contact'],
          hide,
          body: ContactMessageInput,
          response: { 200: ContactMessage },
        },
      },
      async (request) => {
        const { website, ...message } = request.body;
        if (website?.trim()) {
          request.log.info({ ip: request.ip }, 'contact form honeypot filled; message dropped');
          return { _id: randomUUID(), ...message, messageStatus: 'UnRead' };
        }
        return createContactMessage(database.db, message);
      },
    );
  }

  // The back office's message screens: Admins only, checked before the id or the body.
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', app.requireRole('Admin'));
    const db = database.db;

    admin.get(
      '/contact-messages',
      {
        schema: {
          operationId: 'listContactMessages',
          summary: "List the contact form's messages",
          tags,
          security,
          querystring: ContactMessageListQuery,
          response: { 200: ContactMessageListResponse },
        },
      },
      async (request) => {
        return listContactMessages(db, request.query);
      },
    );

    admin.get(
      '/contact-message/:id',
      {
        schema: {
          operationId: 'getContactMessage',
          summary: 'Get one contact message',
          tags,
          security,
          params: IdParams,
          response: { 200: ContactMessage },
        },
      },
      async (request) => {
        return findContactMessage(db, request.params.id);
      },
    );

    admin.put(
      '/contact-message/:id',
      {
        schema: {
          operationId: 'updateContactMessage',
          summary: 'Mark a contact message read or unread',
          tags,
          security,
          params: IdParams,
          body: UpdateContactMessageInput,
          response: { 200: ContactMessage },
        },
      },
      async (request) => setMessageStatus(db, viewerOf(request), request.params.id, request.body),
    );

    admin.post(
      '/contact-message/:id/reply',
      {
        schema: {
          operationId: 'replyToContactMessage',
          summary: 'Reply to a contact message by e-mail',
          tags,
          security,
          params: IdParams,
          body: ContactReplyInput,
          response: { 200: ContactReplyResult },
        },
      },
      async (request) =>
        replyToMessage(
          { db, mailer: app.mailer, log: request.log },
          viewerOf(request),
          request.params.id,
          request.body,
        ),
    );
  });
};
