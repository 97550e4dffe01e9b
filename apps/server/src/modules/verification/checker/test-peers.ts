import net from 'node:net';
import { generate } from 'selfsigned';
import { SMTPServer } from 'smtp-server';
import {
  closeServer as close,
  listen,
  mx,
  RCODE,
  smtpError,
  startZoneServer,
  type ZoneEntry,
} from '../mail-sandbox/local-servers.ts';

/**
 * Real peers for the checker's tests, offline: a DNS server and SMTP servers each on its own
 * loopback address (127.0.0.2, .3, ... all reach this machine on Linux) and all on one port,
 * scripted per domain.
 */

export const HOSTS = {
  main: '127.0.0.2',
  tls: '127.0.0.3',
  closing: '127.0.0.4',
  silent: '127.0.0.5',
  hugeLine: '127.0.0.6',
  endless: '127.0.0.7',
  binary: '127.0.0.8',
  /** Nothing listens here: connections are refused. */
  refused: '127.0.0.9',
  dns: '127.0.0.10',
} as const;

/** The DNS zone: each name's records, or how the server misbehaves for it. */
const ZONE: Record<string, ZoneEntry> = {
  'accept.test': { mx: [mx('mx.accept.test')] },
  'mx.accept.test': { a: [HOSTS.main] },
  'catchall.test': { mx: [mx('mx.catchall.test')] },
  'mx.catchall.test': { a: [HOSTS.main] },
  'greylist.test': { mx: [mx('mx.greylist.test')] },
  'mx.greylist.test': { a: [HOSTS.main] },
  'full.test': { mx: [mx('mx.full.test')] },
  'mx.full.test': { a: [HOSTS.main] },
  'blocked.test': { mx: [mx('mx.blocked.test')] },
  'mx.blocked.test': { a: [HOSTS.main] },
  'slow.test': { mx: [mx('mx.slow.test')] },
  'mx.slow.test': { a: [HOSTS.main] },
  'fallback.test': { mx: [mx('mx2.fallback.test', 20), mx('mx1.fallback.test', 10)] },
  'mx1.fallback.test': { a: [HOSTS.refused] },
  'mx2.fallback.test': { a: [HOSTS.main] },
  'amx.test': { a: [HOSTS.main] },
  'tls.test': { mx: [mx('mx.tls.test')] },
  'mx.tls.test': { a: [HOSTS.tls] },
  'closing.test': { mx: [mx('mx.closing.test')] },
  'mx.closing.test': { a: [HOSTS.closing] },
  'silent.test': { mx: [mx('mx.silent.test')] },
  'mx.silent.test': { a: [HOSTS.silent] },
  'hugeline.test': { mx: [mx('mx.hugeline.test')] },
  'mx.hugeline.test': { a: [HOSTS.hugeLine] },
  'endless.test': { mx: [mx('mx.endless.test')] },
  'mx.endless.test': { a: [HOSTS.endless] },
  'binary.test': { mx: [mx('mx.binary.test')] },
  'mx.binary.test': { a: [HOSTS.binary] },
  'nullmx.test': { mx: [mx('', 0)] },
  'private.test': { mx: [mx('mx.private.test')] },
  'mx.private.test': { a: ['10.1.2.3'], aaaa: ['fd00::25'] },
  'servfail.test': { rcode: RCODE.SERVFAIL },
  'slowdns.test': { silent: true },
  'nomailhost.test': { mx: [mx('mx.nomailhost.test')] },
};

/** Mailboxes that exist on the main peer's domains. */
const MAILBOXES = new Set(['alice', 'bob', 'info']);

type Rcpt = { address: string; secure: boolean };

export type TestPeers = {
  /** The one SMTP port every peer listens on. */
  port: number;
  /** `ip:port` of the DNS server. */
  dnsServer: string;
  /** Every DNS question asked, `name type`. */
  dnsQuestions: string[];
  /** Every RCPT TO the scripted SMTP peers received. */
  rcpts: Rcpt[];
  /** Connections opened per peer address, and the most open at once. */
  connections: Map<string, number>;
  maxOpen: Map<string, number>;
  /** Connections the peers still hold open (hostile peers included), per peer address. */
  open(host?: string): number;
  /** The most RCPT answers of slow.test in progress at once; set `value` to 0 to measure. */
  slowMax: { value: number };
  close(): Promise<void>;
};

export async function startTestPeers(): Promise<TestPeers> {
  const dnsQuestions: string[] = [];
  const rcpts: Rcpt[] = [];
  const connections = new Map<string, number>();
  const maxOpen = new Map<string, number>();
  const openNow = new Map<string, number>();
  const sockets = new Set<net.Socket>();
  const greylisted = new Set<string>();
  let slowActive = 0;
  const slowMax = { value: 0 };

  const track = (host: string, socket: net.Socket) => {
    sockets.add(socket);
    connections.set(host, (connections.get(host) ?? 0) + 1);
    openNow.set(host, (openNow.get(host) ?? 0) + 1);
    maxOpen.set(host, Math.max(maxOpen.get(host) ?? 0, openNow.get(host) ?? 0));
    socket.on('error', () => {});
    socket.once('close', () => {
      sockets.delete(socket);
      openNow.set(host, (openNow.get(host) ?? 1) - 1);
    });
  };

  // The main peer: scripted per domain in its RCPT handler.
  const main = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    onRcptTo: (address, session, callback) => {
      const recipient = address.address;
      rcpts.push({ address: recipient, secure: session.secure });
      const [local = '', domain = ''] = recipient.split('@');
      const exists = MAILBOXES.has(local.toLowerCase());
      switch (domain) {
        case 'catchall.test':
          return callback();
        case 'greylist.test':
          if (!greylisted.has(recipient)) {
            greylisted.add(recipient);
            return callback(smtpError(450, '4.7.1 Greylisted, please try again later'));
          }
          break;
        case 'full.test':
          if (local === 'alice') {
            return callback(smtpError(452, '4.2.2 Mailbox full, over quota'));
          }
          break;
        case 'blocked.test':
          return callback(
            smtpError(550, '5.7.1 Service unavailable; client host blocked using Spamhaus'),
          );
        case 'slow.test':
          // Each answer takes a while; how many are in progress at once shows the throttles.
          slowActive += 1;
          slowMax.value = Math.max(slowMax.value, slowActive);
          setTimeout(() => {
            slowActive -= 1;
            if (exists) callback();
            else callback(smtpError(550, '5.1.1 User unknown'));
          }, 150);
          return;
      }
      if (exists) return callback();
      callback(smtpError(550, `5.1.1 <${recipient}>: Recipient address rejected: User unknown`));
    },
  });

  const pems = await generate([{ name: 'commonName', value: 'mx.tls.test' }], {
    keySize: 2048,
    algorithm: 'sha256',
  });
  const secure = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH'],
    logger: false,
    disableReverseLookup: true,
    key: pems.private,
    cert: pems.cert,
    onRcptTo: (address, session, callback) => {
      rcpts.push({ address: address.address, secure: session.secure });
      if (address.address.startsWith('alice@')) return callback();
      callback(smtpError(550, '5.1.1 User unknown'));
    },
  });

  const raw = (onConnection: (socket: net.Socket) => void) =>
    net.createServer((socket) => {
      socket.on('error', () => {});
      // Read (and drop) what the client says, so its hang-up is seen and the socket closes.
      socket.resume();
      onConnection(socket);
    });
  const closing = raw((socket) => socket.end('421 4.3.2 Service not available, closing\r\n'));
  const silent = raw(() => {});
  const hugeLine = raw((socket) => {
    socket.write(`220 ${'a'.repeat(1024 * 1024)}`);
  });
  const endless = raw((socket) => {
    const line = Buffer.from('220-still greeting you\r\n'.repeat(64));
    const pump = () => {
      while (!socket.destroyed && socket.write(line)) {
        // keep writing until the kernel buffer is full
      }
    };
    socket.on('drain', pump);
    pump();
  });
  const binary = raw((socket) => {
    socket.write(Buffer.from([0x32, 0x32, 0x30, 0x00, 0xff, 0x1b, 0x07, 0x0d, 0x0a]));
  });

  for (const [host, server] of [
    [HOSTS.main, main.server],
    [HOSTS.tls, secure.server],
    [HOSTS.closing, closing],
    [HOSTS.silent, silent],
    [HOSTS.hugeLine, hugeLine],
    [HOSTS.endless, endless],
    [HOSTS.binary, binary],
  ] as const) {
    server.on('connection', (socket: net.Socket) => track(host, socket));
  }
  main.on('error', () => {});
  secure.on('error', () => {});

  // One port for every peer: take a free one on the first address, bind the rest to it, and
  // start over with another port when any of them is taken.
  const servers: Array<[string, net.Server]> = [
    [HOSTS.main, main.server],
    [HOSTS.tls, secure.server],
    [HOSTS.closing, closing],
    [HOSTS.silent, silent],
    [HOSTS.hugeLine, hugeLine],
    [HOSTS.endless, endless],
    [HOSTS.binary, binary],
  ];
  let port = 0;
  for (let attempt = 0; ; attempt += 1) {
    const bound: net.Server[] = [];
    try {
      const [first, ...rest] = servers;
      if (!first) throw new Error('no peers');
      await listen(first[1], 0, first[0]);
      bound.push(first[1]);
      port = (first[1].address() as net.AddressInfo).port;
      for (const [host, server] of rest) {
        await listen(server, port, host);
        bound.push(server);
      }
      // Nothing may listen where connections must be refused.
      const probe = net.createServer();
      await listen(probe, port, HOSTS.refused);
      await close(probe);
      break;
    } catch (error) {
      await Promise.all(bound.map(close));
      if ((error as { code?: string }).code !== 'EADDRINUSE' || attempt >= 10) throw error;
    }
  }

  const dns = await startZoneServer({
    address: HOSTS.dns,
    lookup: (name) => ZONE[name] ?? { rcode: RCODE.NXDOMAIN },
    onQuestion: (name, type) => dnsQuestions.push(`${name} ${type}`),
  });

  return {
    port,
    dnsServer: dns.server,
    dnsQuestions,
    rcpts,
    connections,
    maxOpen,
    open: (host) => (host ? (openNow.get(host) ?? 0) : sockets.size),
    slowMax,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all([...servers.map(([, server]) => close(server)), dns.close()]);
    },
  };
}
