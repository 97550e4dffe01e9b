import type { Role, StaffRole } from '@leadvault/contract';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/http-error.ts';
import { type Auth, createAuth } from './auth.ts';
import { authRoutes, toWebRequest } from './bridge.ts';
import { roleForUser } from './roles.ts';
import { createSessionReader } from './session-read.ts';
import type { Viewer } from './viewer.ts';

export type { Viewer } from './viewer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** preHandler: 401 unless someone is signed in; fills request.viewer. */
    requireSignedIn: preHandlerAsyncHookHandler;
    /** preHandler: 401 when signed out, 403 unless the viewer holds one of these roles. */
    requireRole(...roles: StaffRole[]): preHandlerAsyncHookHandler;
    /** The signed-in person, or null: for routes that answer signed-out visitors too. */
    loadViewer(request: FastifyRequest): Promise<Viewer | null>;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

export const authPlugin = fp(async (app) => {
  const { config, database, mailer } = app;
  const trustedOrigins = config.trustedOrigins;
  const db = database.db;
  const auth = createAuth({ config, database, mailer, trustedOrigins });
  app.decorate('auth', auth);
  app.decorateRequest('viewer', null);

  const readSession = createSessionReader(db, auth);

  /** better-auth's own read, which also refreshes a session due for it and ends an expired one. */
  async function readThroughAuth(request: FastifyRequest): Promise<Viewer | null> {
    const found = await auth.api.getSession({
      headers: toWebRequest(request, config.publicUrl).headers,
    });
    if (!found) return null;
    return {
      user: {
        id: found.user.id,
        name: found.user.name,
        email: found.user.email,
        image: found.user.image ?? null,
        emailVerified: found.user.emailVerified,
      },
      sessionId: found.session.id,
      role: await roleForUser(db, found.user.id),
    };
  }

  async function loadViewer(request: FastifyRequest): Promise<Viewer | null> {
    if (request.viewer) return request.viewer;
    const cookie = request.headers.cookie;
    if (!cookie) return null;
    request.viewer = await readSession(cookie, () => readThroughAuth(request));
    return request.viewer;
  }

  app.decorate('loadViewer', loadViewer);

  app.decorate('requireSignedIn', async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!(await loadViewer(request))) throw unauthorized();
  });

  app.decorate('requireRole', (...roles: StaffRole[]) => {
    const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
      const viewer = await loadViewer(request);
      if (!viewer) throw unauthorized();
      if (!(roles as Role[]).includes(viewer.role)) {
        throw forbidden('You are not authorized to access this page.');
      }
    };
    roleGuards.set(guard, roles);
    return guard;
  });

  await app.register(authRoutes, { auth, baseUrl: config.publicUrl });
});

/**
 * The hooks `requireRole` made, with their roles: the API document reads a route's guards to
 * say which answers (401, 403) and which `security` it has (plugins/docs.ts).
 */
export const roleGuards = new WeakMap<object, StaffRole[]>();

/** The signed-in person of a route guarded by requireSignedIn or requireRole. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}
