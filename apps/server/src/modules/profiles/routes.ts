import {
  AddProfileInfoInput,
  MeResponse,
  Profile,
  ProfileListQuery,
  ProfileListResponse,
  SessionResponse,
  UpdateCreditInput,
  UpdateProfileInput,
} from '@leadvault/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { IdParams, security } from '../../lib/route-schema.ts';
import { type Viewer, viewerOf } from '../auth/index.ts';
import {
  ensureProfile,
  findProfileByUserId,
  findProfileFor,
  listProfiles,
  PROFILE_NOT_FOUND,
  updateCredits,
  updateProfileFor,
} from './service.ts';

async function meOf(db: Db, viewer: Viewer): Promise<MeResponse> {
  return {
    user: viewer.user,
    profile: await findProfileByUserId(db, viewer.user.id),
    role: viewer.role,
  };
}

/**
 * What the browser asks on every page: a signed-out visitor is an answer, not an error (a 401
 * would put an error line in every anonymous visitor's console). A plugin of its own, outside
 * profileRoutes' sign-in hook.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/session',
    {
      schema: {
        operationId: 'getSession',
        summary: 'Who is signed in, if anyone',
        tags: ['account'],
        response: { 200: SessionResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const viewer = await app.loadViewer(request);
      return { me: viewer ? await meOf(db, viewer) : null };
    },
  );
};

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Manage Profiles and credits: Admins only, checked before the query, the id or the body.
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', app.requireRole('Admin'));

    admin.get(
      '/profiles',
      {
        schema: {
          operationId: 'listProfiles',
          summary: 'List every customer profile',
          tags: ['back office'],
          security,
          querystring: ProfileListQuery,
          response: { 200: ProfileListResponse },
        },
      },
      async (request) => {
        return listProfiles(db, request.query);
      },
    );

    admin.put(
      '/update-credit/:id',
      {
        schema: {
          operationId: 'updateProfileCredit',
          summary: "Set a customer's credit balance",
          tags: ['back office'],
          security,
          params: IdParams,
          body: UpdateCreditInput,
          response: { 200: Profile },
        },
      },
      async (request) => updateCredits(db, viewerOf(request), request.params.id, request.body),
    );
  });

  // onRequest: signed-out requests get 401 before their body is even validated.
  app.addHook('onRequest', app.requireSignedIn);

  app.get(
    '/me',
    {
      schema: {
        operationId: 'getMe',
        summary: "The signed-in person's account and profile",
        tags: ['account'],
        response: { 200: MeResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return meOf(db, viewerOf(request));
    },
  );

  // The old app sent this after sign-up. The server now makes the profile itself, so this only
  // answers the existing profile; whatever the body says, nothing is duplicated or credited.
  app.post(
    '/add-profile-info',
    {
      schema: {
        operationId: 'addProfileInfo',
        summary: "Add or complete the signed-in person's profile",
        tags: ['account'],
        body: AddProfileInfoInput,
        response: { 200: Profile },
      },
    },
    async (request) => ensureProfile(db, viewerOf(request).user),
  );

  // Owner or staff; anyone else gets 404, as if the profile did not exist.
  app.get(
    '/profile/:id',
    {
      schema: {
        operationId: 'getProfile',
        summary: 'Get one profile',
        tags: ['account'],
        params: IdParams,
        response: { 200: Profile },
      },
    },
    async (request) => {
      const profile = await findProfileFor(db, viewerOf(request), request.params.id);
      if (!profile) throw notFound(PROFILE_NOT_FOUND);
      return profile;
    },
  );

  app.put(
    '/update-profile/:id',
    {
      schema: {
        operationId: 'updateProfile',
        summary: 'Update a profile',
        tags: ['account'],
        params: IdParams,
        body: UpdateProfileInput,
        response: { 200: Profile },
      },
    },
    async (request) => {
      const profile = await updateProfileFor(
        db,
        viewerOf(request),
        request.params.id,
        request.body,
      );
      if (!profile) throw notFound(PROFILE_NOT_FOUND);
      return profile;
    },
  );
};
