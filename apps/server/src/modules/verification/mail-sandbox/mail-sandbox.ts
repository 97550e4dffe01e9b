import type net from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import {
  closeServer,
  listen,
  mx,
  RCODE,
  smtpError,
  startZoneServer,
  type ZoneEntry,
  type ZoneServer,
} from './local-servers.ts';
import { profileOf, sandboxDomainOf, sandboxMailbox } from './profiles.ts';

/**
 * The mail sandbox (LEADS.md, "Mail sandbox"; decision 039): a DNS server and an SMTP server
 * inside the process, both on 127.0.0.1, that answer the checker for the demo leads' domains
 * and nothing else, scripted per domain by `profiles.ts`.
 *
 * DNS: each demo domain has one MX, `mx.<domain>`, whose A record is 127.0.0.1 (the null-MX
 * domain has the MX `.` instead). Other names under a demo domain are NXDOMAIN; any other name
 * is REFUSED, which the checker reads as `unknown/dns_error`, never as `invalid`: the sandbox
 * knows nothing of real domains and must not condemn their addresses.
 *
 * SMTP: every demo domain's mail host is this one server on one port, so it scripts its answer
 * by the recipient's domain. It never takes mail: DATA is a disabled command (refused before any
 * message is sent), there is no AUTH and no STARTTLS, connections are capped and idle ones cut.
 */

export const SANDBOX_HOST = '127.0.0.1';

export type MailSandboxOptions = {
  /** The SMTP port; 0 (the default) takes a free one. */
  smtpPort?: number;
  /** The DNS (UDP) port; 0 (the default) takes a free one. */
  dnsPort?: number;
  /** How long the greylisting domain refuses a sender/recipient pair after its first try. */
  greylistDelayMs?: number;
  /** How late the slow domain answers a session's first RCPT. */
  slowReplyMs?: number;
  /** SMTP connections at once; more are greeted with 421 and closed. */
  maxConnections?: number;
  /** An SMTP connection quiet for this long is closed. */
  idleTimeoutMs?: number;
  /** Socket errors of the SMTP server (a client that resets): the sandbox keeps going. */
  onError?: (error: Error) => void;
};

export type MailSandbox = {
  /** `ip:port` of the sandbox's DNS server, for the checker's `dnsServers`. */
  dnsServers: string[];
  /** The port every sandbox mail host listens on, for the checker's `smtpPort`. */
  smtpPort: number;
  /** Stops both servers, ends open sessions and pending answers; resolves when all is closed. */
  close(): Promise<void>;
};

export const SANDBOX_DEFAULTS = {
  greylistDelayMs: 60_000,
  slowReplyMs: 3_000,
  maxConnections: 32,
  idleTimeoutMs: 30_000,
} as const;

/** Greylisting remembers at most this many pairs; the oldest are forgotten first. */
const GREYLIST_MAX_PAIRS = 10_000;

/** The fixed DNS map (see the module header). */
export function sandboxZone(name: string): ZoneEntry {
  const lower = name.toLowerCase().replace(/\.$/, '');
  const domain = sandboxDomainOf(lower);
  if (!domain) return { rcode: RCODE.REFUSED };
  const nullMx = profileOf(domain) === 'null_mx';
  if (lower === domain) return { mx: [nullMx ? mx('', 0) : mx(`mx.${domain}`)] };
  if (lower === `mx.${domain}` && !nullMx) return { a: [SANDBOX_HOST] };
  return { rcode: RCODE.NXDOMAIN };
}

const unknownUser = (recipient: string) =>
  smtpError(550, `5.1.1 <${recipient}>: Recipient address rejected: User unknown`);

/** Starts the sandbox's DNS and SMTP servers on 127.0.0.1. */
export async function startMailSandbox(options: MailSandboxOptions = {}): Promise<MailSandbox> {
  const settings = { ...SANDBOX_DEFAULTS, ...options };
  const sockets = new Set<net.Socket>();
  const timers = new Set<NodeJS.Timeout>();
  /** Sessions whose first RCPT to the slow domain was answered already. */
  const warmed = new WeakSet<SMTPServerSession>();
  const pending = new WeakMap<SMTPServerSession, NodeJS.Timeout>();
  /** When each sender/recipient pair first knocked on the greylisting domain. */
  const greylist = new Map<string, number>();

  const mailboxAnswer = (recipient: string, callback: (error?: Error | null) => void) => {
    if (sandboxMailbox(recipient) === 'exists') callback();
    else callback(unknownUser(recipient));
  };

  const smtp = new SMTPServer({
    name: 'mail-sandbox.leadvault.test',
    banner: 'LeadVault mail sandbox: answers address checks, takes no mail',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS', 'DATA'],
    disableReverseLookup: true,
    logger: false,
    maxClients: settings.maxConnections,
    socketTimeout: settings.idleTimeoutMs,
    closeTimeout: 1_000,
    onRcptTo: (address, session, callback) => {
      const recipient = address.address.toLowerCase();
      const domain = recipient.slice(recipient.lastIndexOf('@') + 1);
      switch (profileOf(domain)) {
        case null:
          return callback(smtpError(550, '5.7.1 Relay access denied: not a sandbox domain'));
        case 'null_mx':
          return callback(smtpError(556, '5.1.10 Recipient address has null MX'));
        case 'catch_all':
          return callback();
        case 'blocked':
          return callback(
            smtpError(
              550,
              `5.7.1 Service unavailable; client host [${session.remoteAddress}] blocked using the sandbox block list`,
            ),
          );
        case 'greylist': {
          const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const pair = `${sender.toLowerCase()}\n${recipient}`;
          const first = greylist.get(pair);
          if (first === undefined) {
            if (greylist.size >= GREYLIST_MAX_PAIRS) {
              const oldest = greylist.keys().next().value;
              if (oldest !== undefined) greylist.delete(oldest);
            }
            greylist.set(pair, Date.now());
          }
          if (first === undefined || Date.now() - first < settings.greylistDelayMs) {
            return callback(smtpError(450, '4.2.0 Greylisted: please try again later'));
          }
          return mailboxAnswer(recipient, callback);
        }
        case 'slow': {
          if (warmed.has(session)) return mailboxAnswer(recipient, callback);
          warmed.add(session);
          const timer = setTimeout(() => {
            timers.delete(timer);
            pending.delete(session);
            mailboxAnswer(recipient, callback);
          }, settings.slowReplyMs);
          timers.add(timer);
          pending.set(session, timer);
          return;
        }
        case 'mailboxes':
          return mailboxAnswer(recipient, callback);
      }
    },
    onClose: (session) => {
      // A client that hangs up while the slow domain thinks gets no late answer.
      const timer = pending.get(session);
      if (timer) {
        clearTimeout(timer);
        timers.delete(timer);
        pending.delete(session);
      }
    },
  });
  smtp.on('error', (error) => settings.onError?.(error));
  smtp.server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  await listen(smtp.server, options.smtpPort ?? 0, SANDBOX_HOST);
  const smtpPort = (smtp.server.address() as net.AddressInfo).port;
  let dns: ZoneServer;
  try {
    dns = await startZoneServer({
      address: SANDBOX_HOST,
      port: options.dnsPort ?? 0,
      lookup: sandboxZone,
    });
  } catch (error) {
    await closeServer(smtp.server);
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    dnsServers: [dns.server],
    smtpPort,
    close: () => {
      closing ??= (async () => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        greylist.clear();
        const smtpClosed = new Promise<void>((resolve) => smtp.close(() => resolve()));
        for (const socket of sockets) socket.destroy();
        await Promise.all([smtpClosed, dns.close()]);
      })();
      return closing;
    },
  };
}
