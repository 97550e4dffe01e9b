import { hasUnsafeCharacter, unsafeCharacterMessage } from '@leadvault/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

/** The path of the first string holding a NUL or a lone surrogate ("user.name"), if any. */
function findUnsafeText(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return hasUnsafeCharacter(value) ? path.join('.') : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (hasUnsafeCharacter(key)) return [...path, key].join('.');
    const found = findUnsafeText(inner, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

const PARTS: Array<(request: FastifyRequest) => unknown> = [
  (request) => request.body,
  (request) => request.query,
  (request) => request.params,
];

/**
 * Our routes refuse NUL and lone surrogates in their contract schemas (packages/contract
 * `text`), with the field's own label. This is the backstop for whatever those schemas let
 * through: routes without one (better-auth's `/api/auth/*`), path parameters, a plain string
 * field of a future route. It runs after validation and before any handler can hand the text to
 * the database, and answers the same 400 naming the field.
 */
export const unsafeTextGuard = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: every request passes through it.
  app.addHook('preHandler', (request, _reply, done) => {
    for (const read of PARTS) {
      const field = findUnsafeText(read(request));
      if (field === undefined) continue;
      const message = unsafeCharacterMessage(field ? `The field "${field}"` : 'The request');
      done(
        new HttpError(400, 'VALIDATION_ERROR', message, [{ field: field || undefined, message }]),
      );
      return;
    }
    done();
  });
});
