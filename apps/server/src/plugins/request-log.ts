import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per answered request (at info: production's access log; the development stream
 * shows it from debug), with the method, path, status and time. Fastify's default writes two
 * lines per request ("incoming request", then "request completed"), and on a cached GET writing
 * them cost about a tenth of the server's time (decision 025). Failed answers are still logged
 * by Fastify's own "request errored" line and our error handler.
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
    reply.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

/**
 * What the request and reply of a log line show: the method, path and client address, and the
 * status. Fastify's own also looks up the host, the client's port and `accept-version` for every
 * line, which no one reads here (decision 028).
 */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url,
    remoteAddress: request.ip,
  }),
  res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
};
