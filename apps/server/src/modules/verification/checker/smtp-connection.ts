import net from 'node:net';
import tls from 'node:tls';
import { ReplyParser, SmtpProtocolError, type SmtpReply } from './reply-parser.ts';

/**
 * How a conversation ended without a reply: `connect` (no connection at all: refused,
 * unreachable, connect time-out), `timeout` (no reply in time), `protocol` (a hostile or broken
 * peer), `closed` (the peer hung up), `tls` (the STARTTLS handshake failed).
 */
export type SmtpFailureKind = 'connect' | 'timeout' | 'protocol' | 'closed' | 'tls';

export class SmtpFailure extends Error {
  constructor(
    readonly kind: SmtpFailureKind,
    message: string,
  ) {
    super(message);
  }
}

/** Replies the peer sent that nobody asked for yet; more is a peer flooding us. */
const MAX_QUEUED_REPLIES = 8;

type Waiter = { resolve: (reply: SmtpReply) => void; reject: (error: SmtpFailure) => void };

/**
 * One SMTP client connection: sends a command, reads its reply. Every read has a time-out and
 * the whole conversation a deadline; any failure destroys the socket at once, and from then on
 * every read answers that failure, so no promise is left pending.
 */
export class SmtpConnection {
  #socket: net.Socket;
  #parser = new ReplyParser();
  #replies: SmtpReply[] = [];
  #waiter: Waiter | null = null;
  #failure: SmtpFailure | null = null;
  #secure = false;
  readonly #deadline: number;
  readonly #onData = (chunk: Buffer) => this.#receive(chunk);
  readonly #onError = (error: Error) =>
    this.#fail(new SmtpFailure('closed', `connection error: ${error.message}`));
  readonly #onClose = () =>
    this.#fail(new SmtpFailure('closed', 'the server closed the connection'));

  private constructor(socket: net.Socket, deadline: number) {
    this.#socket = socket;
    this.#deadline = deadline;
    this.#listen();
  }

  /** Connects within `connectMs` (and before `deadline`, epoch ms), or throws `SmtpFailure`. */
  static open(options: {
    address: string;
    port: number;
    connectMs: number;
    deadline: number;
  }): Promise<SmtpConnection> {
    const waitMs = Math.min(options.connectMs, options.deadline - Date.now());
    return new Promise((resolve, reject) => {
      if (waitMs <= 0) {
        reject(new SmtpFailure('timeout', 'no time left to connect'));
        return;
      }
      // One short command per round trip: Nagle's algorithm would only add delay.
      const socket = net.connect({ host: options.address, port: options.port, noDelay: true });
      const done = (error?: SmtpFailure) => {
        clearTimeout(timer);
        socket.removeListener('error', onError);
        socket.removeListener('connect', onConnect);
        if (error) {
          socket.destroy();
          reject(error);
        } else {
          resolve(new SmtpConnection(socket, options.deadline));
        }
      };
      const onError = (error: Error) => done(new SmtpFailure('connect', error.message));
      const onConnect = () => done();
      const timer = setTimeout(
        () => done(new SmtpFailure('connect', `no connection within ${waitMs} ms`)),
        waitMs,
      );
      socket.once('error', onError);
      socket.once('connect', onConnect);
    });
  }

  get secure(): boolean {
    return this.#secure;
  }

  /** The next reply, within `replyMs` and the deadline. */
  read(replyMs: number): Promise<SmtpReply> {
    // A reply that arrived before the peer hung up is still its answer (421, then close).
    const queued = this.#replies.shift();
    if (queued) return Promise.resolve(queued);
    if (this.#failure) return Promise.reject(this.#failure);
    const waitMs = Math.min(replyMs, this.#deadline - Date.now());
    if (waitMs <= 0) {
      this.#fail(new SmtpFailure('timeout', 'no time left for a reply'));
      return Promise.reject(this.#failure);
    }
    return new Promise<SmtpReply>((resolve, reject) => {
      const timer = setTimeout(
        () => this.#fail(new SmtpFailure('timeout', `no reply within ${waitMs} ms`)),
        waitMs,
      );
      this.#waiter = {
        resolve: (reply) => {
          clearTimeout(timer);
          resolve(reply);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
    });
  }

  /** Sends one command line and reads its reply. */
  async command(line: string, replyMs: number): Promise<SmtpReply> {
    if (/[\r\n]/.test(line)) throw new Error('an SMTP command must be one line');
    if (this.#failure) throw this.#failure;
    if (this.#replies.length > 0) {
      this.#fail(new SmtpFailure('protocol', 'a reply before its command'));
      throw this.#failure;
    }
    this.#socket.write(`${line}\r\n`);
    return this.read(replyMs);
  }

  /**
   * After a 220 to STARTTLS: the TLS handshake on the same socket. The peer's certificate is not
   * checked (we only probe, nothing secret is sent), but anything the peer sent before the
   * handshake is refused: it would be read as coming over TLS (CVE-2011-0411 style injection).
   */
  async startTls(servername: string, connectMs: number): Promise<void> {
    if (this.#failure) throw this.#failure;
    if (this.#parser.pending || this.#replies.length > 0) {
      this.#fail(new SmtpFailure('protocol', 'data after the STARTTLS reply'));
      throw this.#failure;
    }
    const plain = this.#socket;
    this.#unlisten();
    const waitMs = Math.min(connectMs, this.#deadline - Date.now());
    const secured = await new Promise<tls.TLSSocket | SmtpFailure>((resolve) => {
      const socket = tls.connect({
        socket: plain,
        servername: net.isIP(servername) ? undefined : servername,
        rejectUnauthorized: false,
      });
      const done = (outcome: tls.TLSSocket | SmtpFailure) => {
        clearTimeout(timer);
        socket.removeListener('error', onError);
        socket.removeListener('secureConnect', onSecure);
        resolve(outcome);
      };
      const onError = (error: Error) => {
        socket.destroy();
        done(new SmtpFailure('tls', `TLS handshake failed: ${error.message}`));
      };
      const onSecure = () => done(socket);
      const timer = setTimeout(
        () => {
          socket.destroy();
          done(new SmtpFailure('timeout', `no TLS handshake within ${Math.max(0, waitMs)} ms`));
        },
        Math.max(0, waitMs),
      );
      socket.once('error', onError);
      socket.once('secureConnect', onSecure);
    });
    if (secured instanceof SmtpFailure) {
      plain.on('error', () => {});
      plain.destroy();
      this.#failure = secured;
      throw secured;
    }
    // The TLS socket now owns the connection; the plain one must not throw a stray 'error'.
    plain.on('error', () => {});
    this.#socket = secured;
    this.#secure = true;
    this.#parser = new ReplyParser();
    this.#listen();
  }

  /** QUIT politely (a short wait for its reply), then destroy the socket in any case. */
  async quit(replyMs: number): Promise<void> {
    try {
      if (!this.#failure) await this.command('QUIT', replyMs);
    } catch {
      // The verdict is already known; a peer that fumbles QUIT changes nothing.
    } finally {
      this.close();
    }
  }

  close(): void {
    this.#fail(new SmtpFailure('closed', 'the session is over'));
  }

  #listen() {
    this.#socket.on('data', this.#onData);
    this.#socket.on('error', this.#onError);
    this.#socket.on('close', this.#onClose);
  }

  #unlisten() {
    this.#socket.removeListener('data', this.#onData);
    this.#socket.removeListener('error', this.#onError);
    this.#socket.removeListener('close', this.#onClose);
  }

  #receive(chunk: Buffer) {
    if (this.#failure) return;
    let replies: SmtpReply[];
    try {
      replies = this.#parser.feed(chunk);
    } catch (error) {
      const message = error instanceof SmtpProtocolError ? error.message : String(error);
      this.#fail(new SmtpFailure('protocol', message));
      return;
    }
    for (const reply of replies) {
      const waiter = this.#waiter;
      if (waiter) {
        this.#waiter = null;
        waiter.resolve(reply);
      } else {
        this.#replies.push(reply);
      }
    }
    if (this.#replies.length > MAX_QUEUED_REPLIES) {
      this.#fail(new SmtpFailure('protocol', 'replies nobody asked for'));
    }
  }

  #fail(failure: SmtpFailure) {
    if (!this.#failure) {
      this.#failure = failure;
      this.#unlisten();
      // A late 'error' from a destroyed socket must not become an uncaught exception.
      this.#socket.on('error', () => {});
      this.#socket.destroy();
    }
    const waiter = this.#waiter;
    this.#waiter = null;
    waiter?.reject(this.#failure);
  }
}
