import { AddProfileInfoInput, MeResponse, Profile, UpdateProfileInput } from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { viewerOf } from '../auth/index.ts';
import { ensureProfile, findProfileByUserId, findProfileFor, updateProfileFor } from './service.ts';

const IdParams = z.object({ id: z.string() });
const PROFILE_NOT_FOUND = 'Profile not found';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // onRequest: signed-out requests get 401 before their body is even validated.
  app.addHook('onRequest', app.requireSignedIn);

  app.get(
    '/me',
    { schema: { tags: ['account'], response: { 200: MeResponse } } },
    async (request) => {
      const viewer = viewerOf(request);
      return {
        user: viewer.user,
        profile: await findProfileByUserId(db, viewer.user.id),
        role: viewer.role,
      };
    },
  );

  // The old app sent this after sign-up. The server now makes the profile itself, so this only
  // answers the existing profile; whatever the body says, nothing is duplicated or credited.
  app.post(
    '/add-profile-info',
    { schema: { tags: ['account'], body: AddProfileInfoInput, response: { 200: Profile } } },
    async (request) => ensureProfile(db, viewerOf(request).user),
  );

  // Owner or staff; anyone else gets 404, as if the profile did not exist.
  app.get(
    '/profile/:id',
    { schema: { tags: ['account'], params: IdParams, response: { 200: Profile } } },
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
