import type { FastifyServerOptions } from 'fastify';

/**
 * An error as it may be logged. Database errors carry what was sent with the query: Drizzle's
 * `DrizzleQueryError` puts every parameter in its message (`params: Ada,ada@example.com,...`)
 * and in `params`, PGlite's and postgres-js's errors hold `params`/`parameters`, and
 * PostgreSQL's `detail` quotes values ("Key (email)=(ada@example.com) already exists"). Those are
 * people's names, addresses and messages, so only the fields below are kept.
 */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'schema_name',
  'table',
  'table_name',
  'column',
  'column_name',
  'constraint',
  'constraint_name',
  'dataType',
] as const;

const MAX_QUERY_LENGTH = 1000;
const MAX_CAUSE_DEPTH = 3;

/** Drops Drizzle's "\nparams: ..." tail from a message or the head of a stack. */
function withoutParams(message: string): string {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : message.slice(0, at);
}

function stackWithout(error: Error, message: string): string {
  if (!error.stack) return '';
  const frames = error.stack.indexOf('\n    at ');
  return `${error.name}: ${message}${frames === -1 ? '' : error.stack.slice(frames)}`;
}

export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  /** The SQL text of a failed query: placeholders ($1), never the values. */
  query?: string;
  cause?: LoggedError | string;
  [field: string]: unknown;
};

/** The pino `err` serializer of the app: see the comment above. */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    // Not an error: never walk into an unknown object, it may hold anything.
    return { type: typeof error, message: typeof error === 'string' ? error : '', stack: '' };
  }
  const message = withoutParams(error.message);
  const logged: LoggedError = {
    type: error.constructor?.name || error.name,
    message,
    stack: stackWithout(error, message),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of KEPT_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.constructor?.name === 'DrizzleQueryError' && typeof fields.query === 'string') {
    logged.query = fields.query.slice(0, MAX_QUERY_LENGTH);
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    logged.cause = loggableError(error.cause, depth + 1);
  }
  return logged;
}

/**
 * Fastify's `logger` option with `loggableError` as the `err` serializer of every log line, and
 * any other serializers given (the access log's `req` and `res`).
 */
export function withLoggableErrors(
  logger: FastifyServerOptions['logger'],
  serializers: Record<string, (value: never) => unknown> = {},
): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: { ...options.serializers, ...serializers, err: loggableError },
  };
}

/**
 * One line for an error that is stored (a job's `last_error`, an import's `error`): built from
 * `loggableError`, so it holds what the logs hold and never a query's parameters — the type and
 * message of the error and of its causes, with PostgreSQL's code and constraint.
 */
export function errorSummary(error: unknown, maxLength = 2000): string {
  const parts: string[] = [];
  for (
    let logged: LoggedError | string | undefined = loggableError(error);
    logged;
    logged = typeof logged === 'string' ? undefined : logged.cause
  ) {
    if (typeof logged === 'string') {
      parts.push(logged);
      break;
    }
    // Drizzle's "Failed query: <sql>" says nothing its cause does not say better.
    const message = logged.message.startsWith('Failed query:') ? '' : logged.message;
    const where = [logged.code, logged.constraint ?? logged.constraint_name]
      .filter((value) => typeof value === 'string' || typeof value === 'number')
      .join(', ');
    const text = message ? `${logged.type}: ${message}` : logged.type;
    if (text || where) parts.push(where ? `${text} (${where})` : text);
  }
  return (parts.join(' <- ') || 'Unknown error').slice(0, maxLength);
}
