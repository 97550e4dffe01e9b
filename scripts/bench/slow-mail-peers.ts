/**
 * The slow mail peers of the verification and enrichment benches: a DNS zone where every
 * `d<i>.bench.test` has its own MX `mx.d<i>.bench.test` at MX_ADDRESS, and one SMTP peer there
 * that sends EVERY reply (banner, EHLO, MAIL, RCPT, RSET, QUIT) DELAY_MS after the command came
 * (BENCH_SMTP_DELAY_MS, 50 by default). Mailboxes whose local part starts with `ok` exist (250),
 * any other, the catch-all probe included, is `550 5.1.1 User unknown`: no domain is catch-all.
 * The peer counts the replies of each session, which gives each check its floor.
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import {
  closeServer,
  listen,
  mx,
  RCODE,
  startZoneServer,
  type ZoneEntry,
} from '../../apps/server/src/modules/verification/mail-sandbox/local-servers.ts';
import { serverAnswers } from './support.ts';

export const DELAY_MS = Number(process.env.BENCH_SMTP_DELAY_MS ?? 50);
export const DNS_ADDRESS = '127.0.0.19';
export const MX_ADDRESS = '127.0.0.20';
export const domain = (i: number) => `d${i}.bench.test`;

export type Session = {
  domain: string | null;
  replies: number;
  rcpts: number;
  ms: number;
  /** The last command the client sent (how a session without RCPT ended). */
  last: string;
};

export type SlowPeer = {
  port: number;
  sessions: Session[];
  /** The sessions (since the last reset) that asked about `name`. */
  sessionsOf(name: string): Session[];
  reset(): void;
  close(): Promise<void>;
};

/**
 * A line-based SMTP server that answers every command (and greets) DELAY_MS after it came, no
 * STARTTLS offered. Only `ok…` mailboxes exist; nothing else does, so no domain is catch-all.
 */
export async function startSlowPeer(address: string): Promise<SlowPeer> {
  let sessions: Session[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('error', () => {});
    const opened = performance.now();
    const session: Session = { domain: null, replies: 0, rcpts: 0, ms: 0, last: '' };
    sessions.push(session);
    socket.once('close', () => {
      sockets.delete(socket);
      session.ms = performance.now() - opened;
    });
    const reply = (text: string, then?: () => void) => {
      // Replies to commands in order: each one waits the same time from its own command.
      setTimeout(() => {
        if (socket.destroyed) return;
        session.replies += 1;
        socket.write(`${text}\r\n`);
        then?.();
      }, DELAY_MS);
    };
    reply('220 mx.bench.test ESMTP slow bench peer');
    let buffer = '';
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.split(' ')[0]?.toUpperCase() ?? '';
        session.last = verb;
        if (verb === 'EHLO') reply('250-mx.bench.test\r\n250-PIPELINING\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 mx.bench.test');
        else if (verb === 'MAIL') reply('250 2.1.0 OK');
        else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 OK');
        else if (verb === 'RCPT') {
          const rcpt = /<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? '';
          session.rcpts += 1;
          session.domain ??= rcpt.slice(rcpt.lastIndexOf('@') + 1);
          reply(rcpt.startsWith('ok') ? '250 2.1.5 OK' : '550 5.1.1 User unknown');
        } else if (verb === 'QUIT') reply('221 2.0.0 Bye', () => socket.end());
        else reply('502 5.5.2 Command not recognized');
      }
    });
  });
  await listen(server, 0, address);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    get sessions() {
      return sessions;
    },
    sessionsOf: (name) => sessions.filter((session) => session.domain === name),
    reset: () => {
      sessions = [];
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await closeServer(server);
    },
  };
}

/** `d<i>.bench.test` has the MX `mx.d<i>.bench.test`, which is MX_ADDRESS; nothing else exists. */
export function zone(name: string): ZoneEntry {
  const match = /^(mx\.)?d\d+\.bench\.test$/.exec(name);
  if (!match) return { rcode: RCODE.NXDOMAIN };
  return match[1] ? { a: [MX_ADDRESS] } : { mx: [mx(`mx.${name}`)] };
}

/** What an app needs to check mail against these peers (its VERIFY_* settings). */
export const slowPeerEnv = (peer: SlowPeer, dnsServer: string): Record<string, string> => ({
  VERIFY_METHOD: 'smtp',
  VERIFY_DNS_SERVERS: dnsServer,
  VERIFY_SMTP_PORT: String(peer.port),
  VERIFY_ALLOW_PRIVATE_MX: '1',
});

type Kind = 'postgres' | 'pglite';

/**
 * Starts the peers, runs `measure` on PostgreSQL then PGlite (each unless `databases` leaves it
 * out, named by `setting`, or no PostgreSQL answers at `serverUrl`), then stops the peers.
 * Answers the runs, and why a database was not measured.
 */
export async function onEachDatabaseWithPeers<Run>(
  databases: readonly string[],
  setting: string,
  serverUrl: string,
  measure: (kind: Kind, peer: SlowPeer, dnsServer: string) => Promise<Run>,
): Promise<{ runs: Partial<Record<Kind, Run>>; absent: Partial<Record<Kind, string>> }> {
  const peer = await startSlowPeer(MX_ADDRESS);
  const dns = await startZoneServer({ address: DNS_ADDRESS, lookup: zone });
  const runs: Partial<Record<Kind, Run>> = {};
  const absent: Partial<Record<Kind, string>> = {};
  try {
    for (const kind of ['postgres', 'pglite'] as const) {
      if (!databases.includes(kind)) absent[kind] = `not run (${setting})`;
      else if (kind === 'postgres' && !(await serverAnswers(serverUrl)))
        absent[kind] = 'no server answers';
      else runs[kind] = await measure(kind, peer, dns.server);
    }
  } finally {
    await dns.close();
    await peer.close();
  }
  return { runs, absent };
}
