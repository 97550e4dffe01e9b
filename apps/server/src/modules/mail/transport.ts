import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

/** A file sent with a message (an invoice PDF), its bytes in base64 so the mail job can hold it. */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

/** nodemailer's message: our attachments decoded from base64. */
function nodemailerMessage(from: string, { attachments, ...message }: MailMessage) {
  return {
    from,
    ...message,
    attachments: attachments?.map(({ filename, contentType, contentBase64 }) => ({
      filename,
      contentType,
      content: contentBase64,
      encoding: 'base64',
    })),
  };
}

/** What actually hands a message over: an SMTP server, or the outbox folder. */
export type MailTransport = {
  deliver(message: MailMessage): Promise<void>;
  /** Where messages are written when no SMTP server is configured. */
  outboxDir: string | undefined;
};

type TransportOptions = {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
};

/**
 * nodemailer (about 40 modules) loads with the first message, not at start: most processes
 * send none for a long while (decision 025). One transport per process, made on first use.
 */
function onFirstUse(options: string | { streamTransport: true; buffer: true }) {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(options),
    );
    return transport;
  };
}

/** SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in the outbox. */
export function createMailTransport({
  smtpUrl,
  from,
  dataDir,
  log,
}: TransportOptions): MailTransport {
  if (smtpUrl) {
    const transport = onFirstUse(smtpUrl);
    return {
      outboxDir: undefined,
      async deliver(message) {
        const info = await (await transport()).sendMail(nodemailerMessage(from, message));
        log.info({ messageId: info.messageId, subject: message.subject }, 'mail sent');
      },
    };
  }
  const outboxDir = path.join(dataDir, 'outbox');
  const transport = onFirstUse({ streamTransport: true, buffer: true });
  return {
    outboxDir,
    async deliver(message) {
      const info = await (await transport()).sendMail(nodemailerMessage(from, message));
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outboxDir, name);
      await writeFile(file, info.message as Buffer);
      log.info({ file, subject: message.subject }, 'mail written to outbox');
    },
  };
}

/**
 * Whether the SMTP server refused for good (a 5xx reply: no such mailbox, message rejected):
 * trying again cannot help. 4xx replies, timeouts and refused connections are worth a retry.
 */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | undefined)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
