import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  send,
  signUp,
  type TestContext,
  testDatabase,
} from '../../../test/helpers.ts';
import type { Database } from '../../db/index.ts';
import { JobQueue } from '../jobs/index.ts';
import { createMailer, createMailTransport, type Mailer, MailNotSentError } from './index.ts';

/** A real SMTP server on a free local port; `refuse` decides the answer to each RCPT TO. */
class TestSmtpServer {
  readonly received: Array<{ to: string[]; raw: string }> = [];
  /** Every DATA or RCPT the server answered with an error. */
  refusals = 0;
  refuse: (attempt: number) => { code: number; message: string } | undefined = () => undefined;
  #attempts = 0;
  readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (_address, _session, callback) => {
      this.#attempts += 1;
      const refusal = this.refuse(this.#attempts);
      if (!refusal) return callback();
      this.refusals += 1;
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData: (stream: SMTPServerDataStream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        this.received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });

  async start(wanted = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(wanted, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  reset() {
    this.received.length = 0;
    this.refusals = 0;
    this.#attempts = 0;
    this.refuse = () => undefined;
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const errors: string[] = [];
function testLog(): FastifyBaseLogger {
  const log = {
    level: 'info',
    fatal: () => {},
    error: (...args: unknown[]) => {
      const first = args[0] as { err?: Error } | undefined;
      errors.push(`${args.find((arg) => typeof arg === 'string')} ${first?.err?.message ?? ''}`);
    },
    warn: () => {},
    info: () => {},
    debug: () => {},
    trace: () => {},
    silent: () => {},
    child: () => log,
  } as unknown as FastifyBaseLogger;
  return log;
}

const smtp = new TestSmtpServer();
let smtpUrl: string;
let database: Database;
let jobs: JobQueue;
let mailer: Mailer;

const message = (to: string, subject = 'Hello') => ({
  to,
  subject,
  text: 'Plain text body',
  html: '<p>HTML body</p>',
});

beforeAll(async () => {
  smtpUrl = await smtp.start();
  database = await testDatabase();
});

afterAll(async () => {
  await smtp.close();
});

beforeEach(async () => {
  await database.rows(sql`delete from jobs`);
  smtp.reset();
  errors.length = 0;
  jobs = new JobQueue({ db: database.db, log: testLog(), pollIntervalMs: 20 });
  const log = testLog();
  mailer = createMailer({
    jobs,
    transport: createMailTransport({
      smtpUrl,
      from: 'LeadVault <no-reply@example.com>',
      dataDir: os.tmpdir(),
      log,
    }),
    backoff: { baseMs: 100, maxMs: 400 },
  });
  jobs.start();
});

afterEach(async () => {
  await jobs.stop();
});

describe('mail through the queue to an SMTP server', () => {
  it('delivers a queued message to the SMTP server', async () => {
    const job = await mailer.send(database.db, message('ada@mail.example.co.uk', 'Welcome'));
    expect((await jobs.waitFor(job.id))?.status).toBe('done');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['ada@mail.example.co.uk']);
    expect(smtp.received[0]?.raw).toMatch(/^Subject: Welcome$/m);
    expect(smtp.received[0]?.raw).toMatch(/^From: LeadVault <no-reply@example\.com>$/m);
  });

  it('retries a temporary refusal (4xx) and delivers the message exactly once', async () => {
    smtp.refuse = (attempt) =>
      attempt === 1 ? { code: 451, message: 'Mailbox busy, try again later' } : undefined;
    const job = await mailer.send(database.db, message('busy@mail.example.co.uk', 'Retry me'));
    const done = await jobs.waitFor(job.id, { timeoutMs: 10_000 });
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
    expect(done?.lastError).toContain('451');
    expect(smtp.refusals).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.raw).toMatch(/^Subject: Retry me$/m);
    // Nothing else is waiting: no second copy goes out later.
    await jobs.drain();
    expect(smtp.received).toHaveLength(1);
  });

  it('ends a permanent refusal (5xx) as failed at once, with the error logged', async () => {
    smtp.refuse = () => ({ code: 550, message: 'No such user here' });
    const job = await mailer.send(database.db, message('nobody@mail.example.co.uk'));
    const failed = await jobs.waitFor(job.id, { timeoutMs: 10_000 });
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed?.lastError).toContain('550');
    expect(smtp.received).toHaveLength(0);
    expect(
      errors.some((line) => line.includes('job failed for good') && line.includes('550')),
    ).toBe(true);
  });

  it('keeps retrying while the SMTP server cannot be reached, then delivers', async () => {
    // A port where nothing listens yet; the SMTP server comes up there later.
    const probe = new TestSmtpServer();
    const url = await probe.start();
    await probe.close();
    await jobs.stop();
    const queue = new JobQueue({ db: database.db, log: testLog(), pollIntervalMs: 20 });
    const outageMailer = createMailer({
      jobs: queue,
      transport: createMailTransport({
        smtpUrl: url,
        from: 'x@example.com',
        dataDir: '',
        log: testLog(),
      }),
      backoff: { baseMs: 100, maxMs: 400 },
    });
    queue.start();
    const late = new TestSmtpServer();
    try {
      const job = await outageMailer.send(
        database.db,
        message('later@mail.example.co.uk', 'Outage'),
      );
      await expect
        .poll(async () => (await queue.get(job.id))?.lastError ?? '', { timeout: 5_000 })
        .toContain('ECONNREFUSED');
      await late.start(Number(new URL(url).port));
      const done = await queue.waitFor(job.id, { timeoutMs: 10_000 });
      expect(done?.status).toBe('done');
      expect(done?.attempts).toBeGreaterThanOrEqual(2);
      expect(late.received.map((mail) => mail.to)).toEqual([['later@mail.example.co.uk']]);
    } finally {
      await queue.stop();
      await late.close();
    }
  });

  it('tells the person waiting when the one attempt of a message fails (sendAndWait)', async () => {
    smtp.refuse = () => ({ code: 451, message: 'Greylisted' });
    await expect(
      mailer.sendAndWait(database.db, message('wait@mail.example.co.uk')),
    ).rejects.toThrow(MailNotSentError);
    smtp.refuse = () => undefined;
    await expect(mailer.sendAndWait(database.db, message('wait@mail.example.co.uk'))).resolves.toBe(
      'sent',
    );
    expect(smtp.received).toHaveLength(1);
  });
});

describe('the app with SMTP_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ SMTP_URL: smtpUrl });
  });
  afterAll(async () => {
    await ctx.app.close();
  });
  // The app runs the jobs it queues; the test's own worker would take them from it.
  beforeEach(() => jobs.stop());

  it('sends the password reset e-mail by SMTP through the queue, and writes no outbox', async () => {
    const person = await signUp(ctx.app, { name: 'Queued Reader' });
    const response = await send(ctx.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      body: { email: person.email, redirectTo: '/update-password' },
    });
    expect(response.statusCode, response.body).toBe(200);
    // The sign-up's "Verify your e-mail" went the same way before it.
    const mail = smtp.received.find(
      (each) => each.to.includes(person.email) && each.raw.includes('Reset your LeadVault'),
    );
    expect(mail?.raw).toMatch(/^Subject: Reset your LeadVault password$/m);
    const [job] = await database.rows<{ kind: string; status: string }>(
      sql`select kind, status from jobs where payload->>'to' = ${person.email}
          and payload->>'subject' = 'Reset your LeadVault password'`,
    );
    expect(job).toEqual({ kind: 'mail.send', status: 'done' });
    expect(() => readdirSync(path.join(ctx.dataDir, 'outbox'))).toThrow();
  });
});

describe('without SMTP_URL', () => {
  it('writes each queued message to the outbox folder', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadvault-outbox-'));
    const outboxJobs = new JobQueue({ db: database.db, log: testLog(), pollIntervalMs: false });
    const outboxMailer = createMailer({
      jobs: outboxJobs,
      transport: createMailTransport({
        smtpUrl: undefined,
        from: 'x@example.com',
        dataDir,
        log: testLog(),
      }),
    });
    await jobs.stop();
    outboxJobs.start();
    try {
      await outboxMailer.send(database.db, message('box@mail.example.co.uk', 'To the outbox'));
      await outboxJobs.drain();
      const files = readdirSync(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      const raw = readFileSync(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
      expect(raw).toMatch(/^Subject: To the outbox$/m);
    } finally {
      await outboxJobs.stop();
    }
  });
});
