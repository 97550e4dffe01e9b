import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codeForStatus } from '../../lib/http-error.ts';
import { type Auth, CLIENT_IP_HEADER } from './auth.ts';

/** Builds a web Request from Fastify's request so better-auth can answer it. */
export function toWebRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
  });
}

/** Copies better-auth's answer back, reshaping its failures into our error format. */
async function sendWebResponse(response: Response, reply: FastifyReply) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status < 400) return reply.send(text || null);

  let body: { code?: string; message?: string } = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { message: text };
  }
  const code =
    response.status === 429 ? 'RATE_LIMITED' : (body.code ?? codeForStatus(response.status));
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .send({ error: { code, message: body.message || 'The request could not be completed.' } });
}

export async function authRoutes(
  app: FastifyInstance,
  { auth, baseUrl }: { auth: Auth; baseUrl: string },
) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const response = await auth.handler(toWebRequest(request, baseUrl));
      return sendWebResponse(response, reply);
    },
  });
}
