import type net from 'node:net';
import dns2 from 'dns2';

/**
 * Pieces shared by the mail sandbox and the checker's test peers (`../checker/test-peers.ts`):
 * a DNS server that answers from a zone in memory, and the small helpers every local SMTP peer
 * needs. Both run real servers on loopback; only their zones and scripts differ.
 */

/** DNS response codes (RFC 1035 §4.1.1); dns2's type declarations lack its RCODE table. */
export const RCODE = { SERVFAIL: 2, NXDOMAIN: 3, REFUSED: 5 } as const;

export type MxRecord = { exchange: string; priority: number };

/** What the server says about one name: its records, or how it misbehaves for it. */
export type ZoneEntry = {
  mx?: MxRecord[];
  a?: string[];
  aaaa?: string[];
  /** Answer with this response code and no records. */
  rcode?: number;
  /** Never answer (a DNS server that times out). */
  silent?: boolean;
};

/** `exchange` `''` is the null MX of RFC 7505 (the root name, written `.`). */
export const mx = (exchange: string, priority = 10): MxRecord => ({ exchange, priority });

export type ZoneServer = {
  /** `ip:port`, as `VERIFY_DNS_SERVERS` and the checker's `dnsServers` take it. */
  server: string;
  port: number;
  close(): Promise<void>;
};

export type ZoneServerOptions = {
  /** The loopback address to listen on. */
  address: string;
  /** 0 (the default) takes a free port. */
  port?: number;
  /** The entry for a lower-case name. */
  lookup: (name: string) => ZoneEntry;
  /** Called with each question (`name`, `type` such as `MX`), for tests that count them. */
  onQuestion?: (name: string, type: string | undefined) => void;
};

/** A DNS server over UDP that answers MX, A and AAAA questions from `lookup`. */
export async function startZoneServer(options: ZoneServerOptions): Promise<ZoneServer> {
  const { TYPE, CLASS } = dns2.Packet;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      if (!question) return;
      const name = question.name.toLowerCase();
      options.onQuestion?.(
        name,
        Object.entries(TYPE).find(([, value]) => value === question.type)?.[0],
      );
      const entry = options.lookup(name);
      if (entry.silent) return;
      if (entry.rcode !== undefined) {
        response.header.rcode = entry.rcode;
      } else {
        const base = { name: question.name, class: CLASS.IN, ttl: 60 };
        const records =
          question.type === TYPE.MX
            ? (entry.mx ?? []).map((record) => ({ ...base, type: TYPE.MX, ...record }))
            : question.type === TYPE.A
              ? (entry.a ?? []).map((address) => ({ ...base, type: TYPE.A, address }))
              : question.type === TYPE.AAAA
                ? (entry.aaaa ?? []).map((address) => ({ ...base, type: TYPE.AAAA, address }))
                : [];
        // Any other type of a known name: no records, no error (NODATA).
        for (const record of records) response.answers.push(record as never);
      }
      send(response).catch(() => {});
    },
  });
  // A malformed packet or a send failure is that question's loss, never the process's.
  server.on('error', () => {});
  server.on('requestError', () => {});
  const addresses = await server.listen({
    udp: { port: options.port ?? 0, address: options.address },
  });
  const port = (addresses.udp as net.AddressInfo | undefined)?.port;
  if (!port) throw new Error('the DNS server did not report its port');
  return {
    server: `${options.address}:${port}`,
    port,
    close: async () => {
      await server.close();
    },
  };
}

/** An SMTP refusal for smtp-server's callbacks; the enhanced code goes first in `message`. */
export function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

export function listen(server: net.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.removeListener('error', onError);
      resolve();
    });
  });
}

/** Stops listening; resolves once every connection has ended (destroy them first). */
export function closeServer(server: net.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
