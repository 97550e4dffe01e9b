import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, HttpError, httpErrorBody } from '../lib/http-error.ts';
import { securityHeadersFor } from './security.ts';

const messagesByFastifyCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
};

/** Every failure leaves as `{ error: { code, message, details? } }`; never HTML or a stack. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(httpErrorBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined,
        message: issue.message,
      }));
      return reply.status(400).send({
        error: {
          code: 'VALIDATION_ERROR',
          message: details.map((detail) => detail.message).join(' ') || 'Invalid input.',
          details,
        },
      });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({
        error: {
          code: 'INVALID_JSON',
          message: messagesByFastifyCode.FST_ERR_CTP_INVALID_JSON_BODY,
        },
      });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      // Logged through `loggableError` (app.ts): no query parameters, no values.
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({
        error: {
          code: 'INTERNAL_ERROR',
          message: 'Something went wrong on our side. Please try again.',
        },
      });
    }
    return reply.status(status).send({
      error: {
        code: codeForStatus(status),
        message: messagesByFastifyCode[error.code] ?? error.message,
      },
    });
  });
});

/** Fastify's own refusals before any route or hook runs, by its error code. */
const frameworkRefusals: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'This address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'This address is too long.' },
};

/**
 * Fastify's `frameworkErrors`: a malformed or over-long address is refused before routing, so
 * neither our hooks (the security headers) nor the error handler see it. Answered here in our
 * shape, with the same headers as any other answer to that address.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const refusal = frameworkRefusals[error.code] ?? {
    status: 500,
    message: 'Something went wrong on our side. Please try again.',
  };
  if (refusal.status >= 500) request.log.error({ err: error }, 'request failed');
  return reply
    .headers(securityHeadersFor(request.url))
    .status(refusal.status)
    .send({
      error: {
        code: refusal.status >= 500 ? 'INTERNAL_ERROR' : codeForStatus(refusal.status),
        message: refusal.message,
      },
    });
}
