import { AddProfileInfoInput, MeResponse, Profile } from '@leadvault/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/index.ts';
import { viewerOf } from '../auth/index.ts';
import { ensureProfile, findProfileByUserId } from './service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preHandler', app.requireSignedIn);

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
};
