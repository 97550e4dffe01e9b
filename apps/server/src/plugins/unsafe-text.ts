import { hasUnsafeCharacter, unsafeCharacterMessage } from '@leadvault/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

/** Deeper than any body our routes take; a request nested past it is refused, not walked. */
export const MAX_NESTING = 32;

type Finding = { kind: 'unsafe'; field: string } | { kind: 'too-deep' };

/**
 * The first string (or key) holding a NUL or a lone surrogate, by its path ("user.name"), or a
 * value nested deeper than MAX_NESTING. Walked with a stack of its own, so a body of a million
 * nested arrays costs a bounded loop, never the call stack.
 */
function findUnsafeText(root: unknown): Finding | undefined {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value: root, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (hasUnsafeCharacter(value)) return { kind: 'unsafe', field: path.join('.') };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_NESTING) return { kind: 'too-deep' };
    // Reversed onto the stack, so fields are checked in their order (the first bad one named).
    const entries = Object.entries(value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, inner] = entries[index] as [string, unknown];
      if (hasUnsafeCharacter(key)) return { kind: 'unsafe', field: [...path, key].join('.') };
      pending.push({ value: inner, path: [...path, key] });
    }
  }
  return undefined;
}

const TOO_DEEP_MESSAGE = `The request is nested more than ${MAX_NESTING} levels deep. Send a flatter body.`;

function refusal(finding: Finding): HttpError {
  if (finding.kind === 'too-deep') return new HttpError(400, 'VALIDATION_ERROR', TOO_DEEP_MESSAGE);
  const { field } = finding;
  const message = unsafeCharacterMessage(field ? `The field "${field}"` : 'The request');
  return new HttpError(400, 'VALIDATION_ERROR', message, [{ field: field || undefined, message }]);
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
 * the database, and answers the same 400 naming the field (or saying the body is nested too
 * deeply to read).
 */
export const unsafeTextGuard = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: every request passes through it.
  app.addHook('preHandler', (request, _reply, done) => {
    for (const read of PARTS) {
      const finding = findUnsafeText(read(request));
      if (finding === undefined) continue;
      done(refusal(finding));
      return;
    }
    done();
  });
});
