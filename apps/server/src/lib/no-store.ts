import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An `onSend` hook for routes whose answers are the caller's own or staff data (balances,
 * e-mails, keys, back-office lists): never kept by a cache on the way.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
