import type { ApiErrorBody } from '@leadvault/contract';
import type { z } from 'zod';

/**
 * The one way the web app talks to the server: same origin, cookies included, JSON in and
 * out. Every failure becomes an `ApiError`; the server's `{ error: { code, message } }` body
 * fills it in.
 */

export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The server's error code (e.g. INVALID_EMAIL_OR_PASSWORD), or a client-side one. */
  readonly code: string;
  /** Field errors and other extra data the server sent with a 400. */
  readonly details: unknown;

  constructor(init: { status: number; code: string; message: string; details?: unknown }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions<T = unknown> = {
  /** JSON-serialisable body, or FormData for uploads. */
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Validates the answer; a mismatch is an ApiError with code INVALID_RESPONSE. */
  schema?: z.ZodType<T>;
};

type UnauthorizedHandler = (path: string) => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/**
 * Called when a call outside /api/auth answers 401: the session has ended, so
 * the app can refresh who is signed in (and the sign-in guard sends the person to /login).
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

const BASE_URL = '';

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Replaces how requests travel. The server renderer answers the public GETs in-process (there is
 * no origin to resolve a relative URL against on the server); the browser keeps `fetch`.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return `${BASE_URL}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${BASE_URL}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return { __text: text };
  try {
    return JSON.parse(text);
  } catch {
    return { __text: text };
  }
}

function isNonJson(body: unknown): body is { __text: string } {
  return typeof body === 'object' && body !== null && '__text' in body;
}

/**
 * The server's error shape (`ApiErrorBody` in the contract), checked by hand: every page loads
 * this module first, and zod would come with the schema.
 */
function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body as { error: unknown };
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string';
}

function toApiError(response: Response, body: unknown): ApiError {
  if (isApiErrorBody(body)) {
    const { code, message, details } = body.error;
    return new ApiError({ status: response.status, code, message, details });
  }
  // better-auth's own shape, should the server ever pass it through unwrapped.
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { code, message } = body as { code?: unknown; message?: unknown };
    return new ApiError({
      status: response.status,
      code: typeof code === 'string' && code ? code : `HTTP_${response.status}`,
      message: typeof message === 'string' && message ? message : response.statusText,
    });
  }
  return new ApiError({
    status: response.status,
    code: response.status === 429 ? 'RATE_LIMITED' : `HTTP_${response.status}`,
    message: response.statusText || `Request failed with status ${response.status}`,
  });
}

async function request<T>(
  method: string,
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  } else if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
    // Fastify refuses an empty body sent as JSON; better-auth wants JSON: send `{}`.
    headers['Content-Type'] = 'application/json';
    body = '{}';
  }

  let response: Response;
  try {
    response = await transport(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  }

  const data = await readBody(response);

  if (!response.ok) {
    if (response.status === 401 && onUnauthorized && !path.startsWith('/api/auth/')) {
      onUnauthorized(path);
    }
    throw toApiError(response, data);
  }

  if (isNonJson(data)) {
    // Typically the SPA's index.html answering a path the API does not serve.
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: 'The server sent an unexpected answer.',
    });
  }

  if (options.schema) {
    const parsed = options.schema.safeParse(data);
    if (!parsed.success) {
      throw new ApiError({
        status: response.status,
        code: 'INVALID_RESPONSE',
        message: 'The server sent an unexpected answer.',
        details: parsed.error.issues,
      });
    }
    return parsed.data;
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('PATCH', path, { ...options, body }),
  /** A body is allowed: some deletes name what to remove (`DELETE /api/lists/:id/leads`). */
  delete: <T>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, options),
};
