import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.ts';
import type { Actor } from '../activity/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import type { Mailer } from '../mail/index.ts';
import type { PayPalClient } from './paypal-client.ts';

/** What settling, capturing and refunding PayPal payments needs. */
export type SettleDeps = {
  db: Db;
  paypal: PayPalClient;
  mailer: Mailer;
  /** Where a paid segment order's cut is queued. */
  jobs: JobQueue;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Who made the change, for the activity log; PayPal itself when a webhook did. */
  actor?: Actor;
};
