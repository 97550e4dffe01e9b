import { Writable } from 'node:stream';

/**
 * Readable logs for a person at a terminal (development): one short line per event instead of
 * pino's JSON, and Fastify's two lines per request turned into one debug line
 * (`GET /api/packages 200 3.1 ms`), shown only with LOG_LEVEL=debug or trace, so the start
 * banner stays on screen while the app is used. Warnings and errors always show, with their
 * stack. Production keeps pino's JSON (main.ts decides).
 */

const LEVELS: Record<number, { name: string; color: number }> = {
  10: { name: 'TRACE', color: 90 },
  20: { name: 'DEBUG', color: 90 },
  30: { name: 'INFO', color: 36 },
  40: { name: 'WARN', color: 33 },
  50: { name: 'ERROR', color: 31 },
  60: { name: 'FATAL', color: 35 },
};
const LEVEL_VALUES: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};
const DEBUG = 20;

/** pino's own fields and Fastify's request fields, printed in their own places (or not at all). */
const SKIPPED = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

type Line = Record<string, unknown> & { level?: number; time?: number; msg?: string };
type LoggedError = { type?: string; message?: string; stack?: string };

function clock(time: number | undefined): string {
  const date = time === undefined ? new Date() : new Date(time);
  return date.toTimeString().slice(0, 8);
}

function extras(line: Line): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(line)) {
    if (SKIPPED.has(key) || value === undefined) continue;
    parts.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  return parts.length > 0 ? ` ${parts.join(' ')}` : '';
}

export type DevLogOptions = {
  /** The configured LOG_LEVEL: request lines show from 'debug' down. */
  level: string;
  /** Where lines go (stdout by default). */
  out?: NodeJS.WritableStream;
  /** ANSI colours (default: when `out` is a terminal). */
  colors?: boolean;
};

/** A stream for Fastify's `logger.stream` that prints pino's JSON lines readably. */
export function createDevLogStream({
  level,
  out = process.stdout,
  colors = (out as NodeJS.WriteStream).isTTY === true,
}: DevLogOptions): Writable {
  const threshold = LEVEL_VALUES[level] ?? 30;
  const paint = (code: number, text: string) => (colors ? `\x1b[${code}m${text}\x1b[0m` : text);
  // An incoming request's method and address, until its completion line arrives.
  const pending = new Map<string, string>();

  function render(line: Line): string | null {
    let levelValue = line.level ?? 30;
    let message = line.msg ?? '';
    const reqId = typeof line.reqId === 'string' ? line.reqId : undefined;
    const req = line.req as { method?: string; url?: string } | undefined;
    const res = line.res as { statusCode?: number } | undefined;

    if (message === 'incoming request' && reqId && req) {
      // Kept to complete the one line printed when the answer leaves; bounded in case a
      // request never completes (a dropped connection).
      if (pending.size > 1000) pending.clear();
      pending.set(reqId, `${req.method ?? ''} ${req.url ?? ''}`);
      return null;
    }
    if (message === 'request completed' && reqId) {
      // The app's own request line carries the request (plugins/request-log.ts); Fastify's
      // default pair carries it on the incoming line.
      const request = req
        ? `${req.method ?? ''} ${req.url ?? ''}`
        : (pending.get(reqId) ?? 'request');
      pending.delete(reqId);
      const ms = typeof line.responseTime === 'number' ? line.responseTime.toFixed(1) : '?';
      message = `${request} ${res?.statusCode ?? ''} ${ms} ms`;
      levelValue = Math.min(levelValue, DEBUG);
    }
    if (levelValue < threshold) return null;

    const info = LEVELS[levelValue] ?? { name: String(levelValue), color: 0 };
    let text = `${paint(90, clock(line.time))} ${paint(info.color, info.name.padEnd(5))} ${message}${extras(line)}`;
    const err = line.err as LoggedError | undefined;
    if (err) text += `\n${paint(90, err.stack ?? `${err.type ?? 'Error'}: ${err.message ?? ''}`)}`;
    return `${text}\n`;
  }

  return new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      for (const raw of String(chunk).split('\n')) {
        if (!raw.trim()) continue;
        let text: string | null;
        try {
          text = render(JSON.parse(raw) as Line);
        } catch {
          text = `${raw}\n`;
        }
        if (text) out.write(text);
      }
      callback();
    },
  });
}
