import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../lib/http-error.ts';
import { errorsPlugin } from './errors.ts';

async function appWithRoutes() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.get('/boom', async () => {
    throw new Error('database password is hunter2');
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
