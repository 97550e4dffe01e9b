import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/index.ts';
import {
  type Backoff,
  type EnqueuedJob,
  type EnqueueOptions,
  type JobQueue,
  PermanentJobError,
} from '../jobs/index.ts';
import { isPermanentMailError, type MailMessage, type MailTransport } from './transport.ts';

/** The job that hands one message to the transport. */
const MAIL_JOB = 'mail.send';

const MailJobPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), contentBase64: z.string() }))
    .optional(),
});

/** Attempts of a mail job by default: with the back-off below, about 1.5 hours of outage. */
const MAIL_MAX_ATTEMPTS = 10;
const MAIL_BACKOFF: Backoff = { baseMs: 5_000, maxMs: 60 * 60_000 };

/** The one attempt of a message someone is waiting for failed (`sendAndWait`, `outcome`). */
export class MailNotSentError extends Error {
  constructor(readonly reason: string | null) {
    super(`The e-mail could not be sent: ${reason ?? 'unknown error'}`);
    this.name = 'MailNotSentError';
  }
}

/**
 * Every message goes through the job queue: `send` only records it (in the caller's
 * transaction when there is one), and the `mail.send` job delivers it by the transport — at
 * once on this process, retried with back-off while the SMTP server answers 4xx or cannot be
 * reached, failed for good on a 5xx.
 */
export type Mailer = {
  send(db: DbOrTx, message: MailMessage, options?: EnqueueOptions): Promise<EnqueuedJob>;
  /**
   * For a person waiting on the answer (a test e-mail): one attempt, no retry, and its result:
   * `sent`, or `queued` when it has not ended within `timeoutMs`; MailNotSentError when it failed.
   */
  sendAndWait(db: Db, message: MailMessage, options?: { timeoutMs?: number }): Promise<MailOutcome>;
  /** The result of a message sent with `maxAttempts: 1` once its transaction is committed. */
  outcome(job: EnqueuedJob, options?: { timeoutMs?: number }): Promise<MailOutcome>;
  transport: MailTransport;
};

type MailOutcome = 'sent' | 'queued';

type MailerOptions = {
  jobs: JobQueue;
  transport: MailTransport;
  /** Messages one process delivers at once (default 4). */
  concurrency?: number;
  backoff?: Backoff;
};

export function createMailer({
  jobs,
  transport,
  concurrency = 4,
  backoff = MAIL_BACKOFF,
}: MailerOptions): Mailer {
  jobs.registerHandler(
    MAIL_JOB,
    async (message) => {
      try {
        await transport.deliver(message);
      } catch (error) {
        if (isPermanentMailError(error)) {
          throw new PermanentJobError(error instanceof Error ? error.message : String(error), {
            cause: error,
          });
        }
        throw error;
      }
    },
    { schema: MailJobPayload, concurrency, backoff },
  );

  const outcome = async (job: EnqueuedJob, { timeoutMs = 10_000 } = {}): Promise<MailOutcome> => {
    const row = await jobs.waitFor(job.id, { timeoutMs });
    if (!row) return 'queued';
    if (row.status === 'failed') throw new MailNotSentError(row.lastError);
    return 'sent';
  };

  return {
    transport,
    send: (db, message, options = {}) =>
      jobs.enqueue(db, MAIL_JOB, message, { maxAttempts: MAIL_MAX_ATTEMPTS, ...options }),
    async sendAndWait(db, message, options) {
      const job = await jobs.enqueue(db, MAIL_JOB, message, { maxAttempts: 1 });
      return outcome(job, options);
    },
    outcome,
  };
}
