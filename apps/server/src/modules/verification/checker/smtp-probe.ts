import type { MailTarget } from './dns.ts';
import type { SmtpReply } from './reply-parser.ts';
import { SmtpConnection, SmtpFailure } from './smtp-connection.ts';

export type ProbeOptions = {
  port: number;
  heloName: string;
  mailFrom: string;
  connectMs: number;
  replyMs: number;
  /** Epoch ms by which the whole conversation is over. */
  deadline: number;
  /** Waits for a free session slot for this mail host; the answer releases it. */
  acquireHost: (host: string) => Promise<() => void>;
};

/** Each recipient's answer, or the failure that ended the session before it. */
export type RcptAnswer = SmtpReply | SmtpFailure;

export type ProbeOutcome =
  | {
      kind: 'answered';
      mailHost: string;
      /** The answer to the random address, when the catch-all test was asked for. */
      catchAllProbe: RcptAnswer | null;
      answers: RcptAnswer[];
    }
  | {
      /** No RCPT was answered: a refusal (banner, EHLO, MAIL FROM) or a failure. */
      kind: 'refused';
      mailHost: string | null;
      reply: SmtpReply | null;
      failure: SmtpFailure | null;
    };

/** Where the peer's EHLO reply lists STARTTLS among its extensions. */
function offersStartTls(ehlo: SmtpReply): boolean {
  return ehlo.lines.slice(1).some((line) => /^STARTTLS\b/i.test(line.trim()));
}

function offers(ehlo: SmtpReply, extension: string): boolean {
  return ehlo.lines.slice(1).some((line) => line.trim().toUpperCase().split(/\s/)[0] === extension);
}

const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/**
 * One SMTP session to the domain's mail hosts in order, without sending any mail: banner,
 * EHLO (HELO when EHLO is refused), STARTTLS when offered then EHLO again, MAIL FROM, RCPT to
 * `catchAllAddress` when given, RCPT to each address, QUIT. A host that cannot be reached, hangs
 * up before its banner or greets with a refusal (421, 554) gives way to the next; any other
 * failure ends the probe (a slow host is not retried on the next one: the deadline would not
 * allow it).
 */
export async function probeMailboxes(
  targets: MailTarget[],
  catchAllAddress: string | null,
  addresses: string[],
  options: ProbeOptions,
): Promise<ProbeOutcome> {
  let last: ProbeOutcome = { kind: 'refused', mailHost: null, reply: null, failure: null };
  for (const target of targets) {
    let release: () => void;
    try {
      release = await options.acquireHost(target.host);
    } catch (error) {
      if (!(error instanceof SmtpFailure)) throw error;
      return { kind: 'refused', mailHost: target.host, reply: null, failure: error };
    }
    try {
      let connection: SmtpConnection;
      try {
        connection = await SmtpConnection.open({
          address: target.address,
          port: options.port,
          connectMs: options.connectMs,
          deadline: options.deadline,
        });
      } catch (error) {
        if (!(error instanceof SmtpFailure)) throw error;
        last = { kind: 'refused', mailHost: target.host, reply: null, failure: error };
        if (error.kind === 'connect') continue;
        return last;
      }
      try {
        const banner = await connection.read(options.replyMs);
        if (banner.code !== 220) {
          last = { kind: 'refused', mailHost: target.host, reply: banner, failure: null };
          continue;
        }
        return await converse(connection, target.host, catchAllAddress, addresses, options);
      } catch (error) {
        if (!(error instanceof SmtpFailure)) throw error;
        last = { kind: 'refused', mailHost: target.host, reply: null, failure: error };
        if (error.kind === 'closed') continue;
        return last;
      } finally {
        await connection.quit(Math.min(options.replyMs, 1_000));
      }
    } finally {
      release();
    }
  }
  return last;
}

async function converse(
  connection: SmtpConnection,
  mailHost: string,
  catchAllAddress: string | null,
  addresses: string[],
  options: ProbeOptions,
): Promise<ProbeOutcome> {
  const refused = (reply: SmtpReply): ProbeOutcome => ({
    kind: 'refused',
    mailHost,
    reply,
    failure: null,
  });
  let ehlo = await connection.command(`EHLO ${options.heloName}`, options.replyMs);
  if (ehlo.code !== 250) {
    const helo = await connection.command(`HELO ${options.heloName}`, options.replyMs);
    if (helo.code !== 250) return refused(helo);
    ehlo = { ...helo, lines: [helo.lines[0] ?? ''] };
  } else if (offersStartTls(ehlo)) {
    const starttls = await connection.command('STARTTLS', options.replyMs);
    if (starttls.code === 220) {
      await connection.startTls(mailHost, options.connectMs);
      ehlo = await connection.command(`EHLO ${options.heloName}`, options.replyMs);
      if (ehlo.code !== 250) return refused(ehlo);
    }
  }
  const needsUtf8 = !addresses.every(isAscii);
  const utf8 = needsUtf8 && offers(ehlo, 'SMTPUTF8') ? ' SMTPUTF8' : '';
  const mail = await connection.command(`MAIL FROM:<${options.mailFrom}>${utf8}`, options.replyMs);
  if (mail.code !== 250) return refused(mail);

  const ask = async (address: string): Promise<RcptAnswer> => {
    try {
      return await connection.command(`RCPT TO:<${address}>`, options.replyMs);
    } catch (error) {
      if (error instanceof SmtpFailure) return error;
      throw error;
    }
  };
  const catchAllProbe = catchAllAddress === null ? null : await ask(catchAllAddress);
  const answers: RcptAnswer[] = [];
  for (const address of addresses) {
    // One failure ends the session: every later address shares it.
    const previous = answers[answers.length - 1] ?? catchAllProbe;
    answers.push(previous instanceof SmtpFailure ? previous : await ask(address));
  }
  return { kind: 'answered', mailHost, catchAllProbe, answers };
}
