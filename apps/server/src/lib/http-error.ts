/** An error the API answers as `{ error: { code, message, details? } }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The body every HttpError is answered with (the error plugin's, and a replayed stored answer's). */
export function httpErrorBody(error: HttpError): {
  error: { code: string; message: string; details?: unknown };
} {
  return { error: { code: error.code, message: error.message, details: error.details } };
}

export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, 'UNAUTHORIZED', message);

export const forbidden = (message = 'You are not allowed to do this.') =>
  new HttpError(403, 'FORBIDDEN', message);

export const notFound = (message = 'Not found.') => new HttpError(404, 'NOT_FOUND', message);

export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

/** The code a plain HTTP status is answered with when nothing more precise is known. */
export function codeForStatus(status: number): string {
  const codes: Record<number, string> = {
    400: 'BAD_REQUEST',
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    405: 'METHOD_NOT_ALLOWED',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    414: 'URI_TOO_LONG',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    422: 'UNPROCESSABLE_ENTITY',
    429: 'RATE_LIMITED',
  };
  return codes[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'ERROR');
}
