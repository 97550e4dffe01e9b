import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../lib/http-error.ts';
import { withLoggableErrors } from '../lib/loggable-error.ts';
import { errorsPlugin } from './errors.ts';

async function appWithRoutes(logLines?: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines?.push(String(chunk));
      done();
    },
  });
  const app = Fastify({
    logger: withLoggableErrors(logLines ? { level: 'info', stream } : false),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.get('/boom', async () => {
    throw new Error('database password is hunter2');
  });
  // What Drizzle throws when PostgreSQL refuses a query (here: a NUL in a text column).
  const failedQuery = () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      severity: 'ERROR',
      detail: 'Key (email)=(ada.secret@mail.example) already exists.',
      query: 'insert into contact_messages values ($1, $2)',
      params: ['Ada Secret', 'ada.secret@mail.example'],
      parameters: ['Ada Secret', 'ada.secret@mail.example'],
    });
    return new DrizzleQueryError(
      'insert into "contact_messages" ("name", "email") values ($1, $2)',
      ['Ada Secret', 'ada.secret@mail.example'],
      cause,
    );
  };
  app.get('/failed-query', async () => {
    throw failedQuery();
  });
  app.get('/logged-by-a-handler', async (request) => {
    request.log.error({ err: failedQuery() }, 'mail could not be recorded');
    return 'ok';
  });
  app.get('/teapot', async () => {
    throw new HttpError(409, 'CONFLICT', 'Already done.', { hint: 'x' });
  });
  app.post(
    '/typed',
    { schema: { body: z.object({ name: z.string().min(1, 'Name is Required') }) } },
    async () => 'ok',
  );
  return app;
}

describe('the error format', () => {
  it('hides the cause of a 500 behind a generic message', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      },
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers our own errors with their status, code and details', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ url: '/teapot' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Already done.', details: { hint: 'x' } },
    });
  });

  it('lists field errors of invalid input', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'POST', url: '/typed', payload: { name: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'name', message: 'Name is Required' }],
    });
  });
});

describe('the error log', () => {
  it('logs a failed query without the values it was sent with', async () => {
    const lines: string[] = [];
    const app = await appWithRoutes(lines);
    expect((await app.inject({ url: '/failed-query' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/logged-by-a-handler' })).statusCode).toBe(200);
    const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.err);
    expect(errors.map((entry) => entry.msg)).toEqual([
      'request failed',
      'mail could not be recorded',
    ]);
    for (const entry of errors) {
      const logged = JSON.stringify(entry);
      expect(logged).not.toContain('Ada Secret');
      expect(logged).not.toContain('ada.secret');
      // What is needed to find the fault stays: the statement, PostgreSQL's code and message.
      expect(entry.err).toMatchObject({
        type: 'DrizzleQueryError',
        message: 'Failed query: insert into "contact_messages" ("name", "email") values ($1, $2)',
        query: 'insert into "contact_messages" ("name", "email") values ($1, $2)',
        cause: { code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' },
      });
      expect(entry.err.stack).toMatch(/^\w+: Failed query: [^\n]*\n {4}at /);
    }
  });
});
