import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's successful answers are routine reads (the storefront's cached content and
     * catalog): their line is written at debug, not info. Failures stay at info (decision 031).
     */
    quietAccessLog?: boolean;
  }
}

/** Route options for a public cached read: see `quietAccessLog`. */
export const QUIET_ACCESS_LOG = { quietAccessLog: true } as const;

/**
 * One log line per answered request (at info: production's access log; the development stream
 * shows it from debug), with the method, path, status and time. Fastify's default writes two
 * lines per request ("incoming request", then "request completed"), and on a cached GET writing
 * them cost about a tenth of the server's time (decision 025). Failed answers are still logged
 * by Fastify's own "request errored" line and our error handler. A route marked
 * `quietAccessLog` logs its successes at debug: the line was a quarter of a cached read's CPU.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    ...[error, request, reply, metadata]: Parameters<LogController['requestCompleted']>
  ): void {
    if (error || this.isLogDisabled(request)) {
      super.requestCompleted(error, request, reply, metadata);
      return;
    }
    const level =
      reply.statusCode < 400 && request.routeOptions.config.quietAccessLog ? 'debug' : 'info';
    reply.log[level](
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

/** A route parameter whose name says it is a secret (a download link's `:token`). */
const SECRET_PARAMETER = /^:\w*token$/i;
/** better-auth's own routes with a token in the path, behind our `/api/auth/*` catch-all. */
const AUTH_TOKEN_PATH = /^(\/api\/auth\/(?:reset-password|verify-email)\/)[^/]+/;
const MASK = '…';

/**
 * The path a log line may show: no query string (reset, verification and opt-out links carry
 * their token there, and anyone who reads the log could use it) and every secret segment
 * masked, so the access log never holds a working link.
 */
export function loggablePath(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const [path = ''] = request.url.split('?', 1);
  const pattern = request.routeOptions.url?.split('/') ?? [];
  const masked = path
    .split('/')
    .map((segment, index) => (SECRET_PARAMETER.test(pattern[index] ?? '') ? MASK : segment))
    .join('/');
  return masked.replace(AUTH_TOKEN_PATH, `$1${MASK}`);
}

/**
 * What the request and reply of a log line show: the method, path (see `loggablePath`) and
 * client address, and the status. Fastify's own also looks up the host, the client's port and
 * `accept-version` for every line, which no one reads here (decision 028).
 */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggablePath(request),
    remoteAddress: request.ip,
  }),
  res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
};
