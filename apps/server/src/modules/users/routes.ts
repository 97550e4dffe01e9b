import {
  ResendInvitationResult,
  SavedStaffUser,
  StaffUser,
  StaffUserInput,
} from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, security } from '../../lib/route-schema.ts';
import { viewerOf } from '../auth/index.ts';
import { type InvitationDeps, inviteAfterSave, resendStaffInvitation } from './invitations.ts';
import { createStaff, deleteStaff, findStaff, listStaff, updateStaff } from './service.ts';

const tags = ['back office'];

/**
 * Manage Users: the staff list that decides who is Admin or Manager. Admins only. A change
 * applies from the next request of that person (the role is read on every request), once
 * that person has proved the address: a new or changed address is e-mailed the link.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', app.requireRole('Admin'));
  const invitations: InvitationDeps = {
    auth: app.auth,
    db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
  };

  app.get(
    '/users',
    {
      schema: {
        operationId: 'listStaffUsers',
        summary: 'List the staff (Admins and Managers)',
        tags,
        security,
        response: { 200: z.array(StaffUser) },
      },
    },
    async (_request) => {
      return listStaff(db);
    },
  );

  app.post(
    '/add-user',
    {
      config: { openapi: { answers: [409] } },
      schema: {
        operationId: 'createStaffUser',
        summary: 'Invite a staff member',
        tags,
        security,
        body: StaffUserInput,
        response: { 201: SavedStaffUser },
      },
    },
    async (request, reply) => {
      const saved = await createStaff(db, viewerOf(request), request.body);
      const invitation = await inviteAfterSave(invitations, request.log, saved);
      return reply.status(201).send({ ...saved, invitation });
    },
  );

  app.get(
    '/user/:id',
    {
      schema: {
        operationId: 'getStaffUser',
        summary: 'Get one staff member',
        tags,
        security,
        params: IdParams,
        response: { 200: StaffUser },
      },
    },
    async (request) => {
      return findStaff(db, request.params.id);
    },
  );

  app.put(
    '/user/:id',
    {
      config: { openapi: { answers: [409] } },
      schema: {
        operationId: 'updateStaffUser',
        summary: 'Update a staff member',
        tags,
        security,
        params: IdParams,
        body: StaffUserInput,
        response: { 200: SavedStaffUser },
      },
    },
    async (request) => {
      const { saved, emailChanged } = await updateStaff(
        db,
        viewerOf(request),
        request.params.id,
        request.body,
      );
      const invitation = emailChanged
        ? await inviteAfterSave(invitations, request.log, saved)
        : 'none';
      return { ...saved, invitation };
    },
  );

  // Rate-limited per address (one a minute) and per Admin (30 an hour).
  app.post(
    '/user/:id/resend-invitation',
    {
      config: { openapi: { answers: [409, 429] } },
      schema: {
        operationId: 'resendStaffInvitation',
        summary: "Send a staff member's invitation again",
        tags,
        security,
        params: IdParams,
        response: { 200: ResendInvitationResult },
      },
    },
    async (request) =>
      resendStaffInvitation(
        { ...invitations, database: app.database },
        viewerOf(request),
        request.params.id,
      ),
  );

  app.delete(
    '/user/:id',
    {
      config: { openapi: { answers: [409] } },
      schema: {
        operationId: 'deleteStaffUser',
        summary: 'Remove a staff member',
        tags,
        security,
        params: IdParams,
        response: { 200: StaffUser },
      },
    },
    async (request) => deleteStaff(db, viewerOf(request), request.params.id),
  );
};
