import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseDnsServers } from './modules/verification/checker/dns.ts';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of 1, 0, true, false, yes, no, on, off',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/**
 * The proxies in front of the server, by address: Fastify then takes the client address from
 * the last X-Forwarded-For entry that no trusted proxy wrote. `true` would believe the
 * left-most entry, which the client writes itself, and a hop count cannot tell a proxy from a
 * client that reached the server directly (Fastify 5.12 quietly ignores hop counts), so both
 * are refused.
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, context): false | string[] => {
    const value = raw?.trim().toLowerCase() ?? '';
    if (['', '0', 'false', 'no', 'off'].includes(value)) return false;
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0) return entries;
    const hint =
      'give the address of each proxy in front of the server, e.g. 127.0.0.1 (or loopback) ' +
      'for one on this machine, 10.0.0.5 or 10.0.0.0/8';
    context.addIssue({
      code: 'custom',
      message: /^(\d+|true|yes|on)$/.test(value)
        ? `${hint}; "${value}" would let anyone who reaches the server directly choose the address that rate limits count`
        : `${hint}; not an address or range: ${bad.join(', ')}`,
    });
    return z.NEVER;
  });

/** An address, a CIDR range, or one of the names proxy-addr knows. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether listening on `host` keeps the server reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost') return true;
  const version = isIP(name);
  return version !== 0 && loopback.check(name, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Why other people can reach this server, by the variable that says so: it listens beyond
 * loopback, its public address is not this machine, or a reverse proxy forwards to it (whatever
 * the proxy's own address, it exists to let others in).
 */
function publicExposure(values: {
  HOST: string;
  PUBLIC_URL?: string;
  TRUST_PROXY: false | string[];
}): { variable: string; reason: string }[] {
  const exposure: { variable: string; reason: string }[] = [];
  if (!isLoopbackHost(values.HOST)) {
    exposure.push({
      variable: 'HOST',
      reason: `${values.HOST} lets other machines reach this server`,
    });
  }
  if (values.PUBLIC_URL && !isLoopbackHost(new URL(values.PUBLIC_URL).hostname)) {
    exposure.push({
      variable: 'PUBLIC_URL',
      reason: `${values.PUBLIC_URL} is where people reach this server`,
    });
  }
  if (values.TRUST_PROXY) {
    exposure.push({
      variable: 'TRUST_PROXY',
      reason: `${values.TRUST_PROXY.join(', ')} is a proxy that forwards other people's requests to this server`,
    });
  }
  return exposure;
}

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const wholeNumber = (unit: string, min: number, max?: number) => {
  const base = z.coerce
    .number({ error: `must be a whole number of ${unit}` })
    .int(`must be a whole number of ${unit}`)
    .min(min, `must be at least ${min}`);
  return max === undefined ? base : base.max(max, `must be at most ${max}`);
};

/** `ip` or `ip:port` (`[v6]:port`), comma-separated, as the checker's resolver takes them. */
const dnsServerList = z
  .string()
  .optional()
  .transform((raw, context): string[] => {
    const servers = parseDnsServers(raw);
    const bad = servers.filter((server) => !isDnsServer(server));
    if (bad.length === 0) return servers;
    context.addIssue({
      code: 'custom',
      message: `give DNS servers as ip or ip:port, comma-separated (e.g. 1.1.1.1, 127.0.0.1:5353, [::1]:53); not one: ${bad.join(', ')}`,
    });
    return z.NEVER;
  });

function isDnsServer(server: string): boolean {
  if (isIP(server) !== 0) return true;
  const portOk = (port: string | undefined) =>
    port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
  const v6 = /^\[([^\]]+)\](?::(\d+))?$/.exec(server);
  if (v6) return isIP(v6[1] ?? '') === 6 && portOk(v6[2]);
  const v4 = /^([\d.]+):(\d+)$/.exec(server);
  return v4 !== null && isIP(v4[1] ?? '') === 4 && portOk(v4[2]);
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number of connections' })
    .int('must be a whole number of connections')
    .min(2, 'must be at least 2')
    .max(100, 'must be at most 100')
    .default(10),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_API_BASE: optionalText.pipe(z.url().optional()),
  PAYPAL_WEBHOOK_ID: optionalText,
  PAYPAL_SANDBOX: booleanFlag.optional(),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be smtp(s)://' }).optional(),
  ),
  MAIL_FROM: z.string().default('LeadVault <no-reply@leadvault.local>'),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
  DEMO: booleanFlag.optional(),
  ALLOW_PUBLIC_DEMO: booleanFlag.optional(),
  TRUST_PROXY: trustProxySetting,
  API_KEY_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of requests per minute' })
    .int('must be a whole number of requests per minute')
    .min(1, 'must be at least 1')
    .default(60),
  LEADS_READ_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of requests per minute' })
    .int('must be a whole number of requests per minute')
    .min(1, 'must be at least 1')
    .default(120),
  LEADS_SEARCH_ADDRESS_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of requests per minute' })
    .int('must be a whole number of requests per minute')
    .min(1, 'must be at least 1')
    .default(240),
  SAVED_SEARCH_ALERT_PASS_S: wholeNumber('seconds', 1, 86_400).default(900),
  SAVED_SEARCH_ALERT_DAY_S: wholeNumber('seconds', 1, 86_400).default(86_400),
  VERIFY_METHOD: z
    .enum(['smtp', 'http', 'off'], { error: 'must be one of smtp, http, off' })
    .default('smtp'),
  VERIFY_HTTP_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  VERIFY_DNS_SERVERS: dnsServerList,
  VERIFY_SMTP_PORT: wholeNumber('a port', 1, 65535).default(25),
  VERIFY_HELO_NAME: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i,
        'must be a host name such as mail.example.com',
      )
      .optional(),
  ),
  VERIFY_MAIL_FROM: optionalText.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  VERIFY_MAX_AGE_DAYS: wholeNumber('days', 1, 3650).default(90),
  VERIFY_CONCURRENCY: wholeNumber('checks', 1, 1000).default(20),
  VERIFY_GREYLIST_RETRY_S: wholeNumber('seconds', 1, 86_400).default(300),
  VERIFY_DAILY_BUDGET: wholeNumber('checks a day', 0).default(10_000),
  MAIL_SANDBOX: booleanFlag.optional(),
  VERIFY_ALLOW_PRIVATE_MX: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections each process keeps to PostgreSQL at most (unused with PGlite). */
  databasePoolSize: number;
  publicUrl: string;
  /** Origins whose browser writes are accepted (better-auth and our cross-site check). */
  trustedOrigins: string[];
  authSecret: string;
  google: { clientId: string; clientSecret: string } | undefined;
  paypal: {
    clientId?: string;
    clientSecret?: string;
    apiBase?: string;
    /** The id PayPal gave our webhook; needed to verify its events. */
    webhookId?: string;
    /** Mount the local PayPal sandbox and pay through it instead of PayPal. */
    sandbox: boolean;
  };
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  demo: boolean;
  /**
   * The variables that say other people reach this server (a public HOST or PUBLIC_URL, a proxy
   * in front); empty when only this machine can.
   */
  exposedBy: string[];
  /** Fastify's trustProxy: the proxies' addresses; false believes no X-Forwarded-For. */
  trustProxy: false | string[];
  /** Requests a minute one API key may make (the leads API), counted in the database. */
  apiKeyRateLimit: number;
  /** Lead reads a minute per person (search, facets, lists, export), session and keys together. */
  leadReadRateLimit: number;
  /** Keyword searches and facet counts a minute per client address, whoever is signed in. */
  leadSearchAddressRateLimit: number;
  /** Saved-search alerts: how often each process looks for due ones, and how long a "day" is. */
  savedSearchAlerts: { passSeconds: number; daySeconds: number };
  logLevel: string;
  verification: VerificationConfig;
};

/** Our own e-mail checker's settings (LEADS.md, "E-mail verification"; VERIFY_*). */
export type VerificationConfig = {
  method: 'smtp' | 'http' | 'off';
  /** The reacher-compatible service of the `http` method. */
  httpUrl: string | undefined;
  /** DNS servers to ask (`ip` or `ip:port`); empty: the system's. */
  dnsServers: string[];
  smtpPort: number;
  heloName: string;
  mailFrom: string;
  /** VERIFY_MAIL_FROM was unset and `mailFrom` is made from PUBLIC_URL's host (the start says so). */
  mailFromDefaulted: boolean;
  maxAgeDays: number;
  /** Checks at once in one process (and jobs of `verification.check` at once). */
  concurrency: number;
  greylistRetrySeconds: number;
  dailyBudget: number;
  /** Probe mail hosts on loopback and private addresses (tests only). */
  allowPrivateMx: boolean;
  /** Check through the mail sandbox inside the process (MAIL_SANDBOX: with DEMO, never in production). */
  mailSandbox: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment into a typed config; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const problems: string[] = [];
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  }
  if (Boolean(values.ADMIN_EMAIL) !== Boolean(values.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  const paypalCredentials = Boolean(values.PAYPAL_CLIENT_ID && values.PAYPAL_CLIENT_SECRET);
  if (Boolean(values.PAYPAL_CLIENT_ID) !== Boolean(values.PAYPAL_CLIENT_SECRET)) {
    problems.push('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: set both or neither');
  }
  if (values.PAYPAL_SANDBOX === true && paypalCredentials) {
    problems.push(
      'PAYPAL_SANDBOX: the local sandbox replaces PayPal; unset it or the PayPal credentials',
    );
  }
  const production = values.NODE_ENV === 'production';
  if (production && !values.AUTH_SECRET) {
    problems.push('AUTH_SECRET: required in production (32 characters or more)');
  }
  // An explicit DEMO=1 is a demonstration on this machine (its embedded database and localhost
  // links are the point); any other production start serves real customers and needs both.
  if (production && values.DEMO !== true) {
    if (!values.DATABASE_URL) {
      problems.push(
        'DATABASE_URL: required in production (postgres://…); the embedded database is for development and demos',
      );
    }
    if (!values.PUBLIC_URL) {
      problems.push(
        'PUBLIC_URL: required in production (the address people use, e.g. https://leads.example.com); without it e-mails and PayPal would send them to localhost',
      );
    }
  }
  const demo = values.DEMO ?? !production;
  // Without credentials the local sandbox stands in for PayPal, but never by accident in
  // production: there it takes PAYPAL_SANDBOX=1.
  const sandbox = values.PAYPAL_SANDBOX ?? (!paypalCredentials && !production);
  const exposedBy = publicExposure(values);
  if (exposedBy.length > 0 && (demo || sandbox) && !values.ALLOW_PUBLIC_DEMO) {
    const risky = [
      demo ? 'the demo accounts (DEMO: an Admin with a published password)' : undefined,
      sandbox ? 'the local PayPal sandbox (PAYPAL_SANDBOX: payments nobody paid)' : undefined,
    ].filter(Boolean);
    problems.push(
      `${exposedBy.map(({ variable }) => variable).join(', ')}: ${exposedBy.map(({ reason }) => reason).join('; ')}, while ${risky.join(' and ')} ${risky.length > 1 ? 'are' : 'is'} on. ` +
        'Keep it on this machine, turn them off (DEMO=0, PAYPAL_SANDBOX=0 or real PayPal credentials), ' +
        'or set ALLOW_PUBLIC_DEMO=1 if a public demo is what you want',
    );
  }
  if (values.VERIFY_METHOD === 'http' && !values.VERIFY_HTTP_URL) {
    problems.push(
      'VERIFY_HTTP_URL: required when VERIFY_METHOD=http (the address of a reacher-compatible service, e.g. http://127.0.0.1:8080)',
    );
  }
  if (production && values.MAIL_SANDBOX === true) {
    problems.push(
      'MAIL_SANDBOX: never in production (its scripted answers would make made-up checks of real leads); unset it',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(values.DATA_DIR);
  const port = values.PORT;
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    env: values.NODE_ENV,
    port,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    publicUrl,
    trustedOrigins: withLoopbackTwin(publicUrl),
    authSecret: values.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? { clientId: values.GOOGLE_CLIENT_ID, clientSecret: values.GOOGLE_CLIENT_SECRET }
        : undefined,
    paypal: {
      clientId: values.PAYPAL_CLIENT_ID,
      clientSecret: values.PAYPAL_CLIENT_SECRET,
      apiBase: values.PAYPAL_API_BASE,
      webhookId: values.PAYPAL_WEBHOOK_ID,
      sandbox,
    },
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL.toLowerCase(), password: values.ADMIN_PASSWORD }
        : undefined,
    demo,
    exposedBy: exposedBy.map(({ variable }) => variable),
    trustProxy: values.TRUST_PROXY,
    apiKeyRateLimit: values.API_KEY_RATE_LIMIT,
    leadReadRateLimit: values.LEADS_READ_RATE_LIMIT,
    leadSearchAddressRateLimit: values.LEADS_SEARCH_ADDRESS_RATE_LIMIT,
    savedSearchAlerts: {
      passSeconds: values.SAVED_SEARCH_ALERT_PASS_S,
      daySeconds: values.SAVED_SEARCH_ALERT_DAY_S,
    },
    logLevel: values.LOG_LEVEL,
    verification: {
      ...verificationConfig(values, publicUrl),
      // Scripted answers for the demo's made-up domains; only where checks go by SMTP.
      mailSandbox:
        values.VERIFY_METHOD === 'smtp' && (values.MAIL_SANDBOX ?? (demo && !production)),
    },
  };
}

function verificationConfig(
  values: z.infer<typeof EnvSchema>,
  publicUrl: string,
): Omit<VerificationConfig, 'mailSandbox'> {
  // A real mail server judges the sender's domain: by default it is the one people reach us at.
  const hostname = new URL(publicUrl).hostname.replace(/^\[|\]$/g, '');
  // An address is written as a literal in EHLO and in an e-mail address (RFC 5321 §4.1.3).
  const host =
    isIP(hostname) === 4 ? `[${hostname}]` : isIP(hostname) === 6 ? `[IPv6:${hostname}]` : hostname;
  return {
    method: values.VERIFY_METHOD,
    httpUrl: values.VERIFY_HTTP_URL,
    dnsServers: values.VERIFY_DNS_SERVERS,
    smtpPort: values.VERIFY_SMTP_PORT,
    heloName: values.VERIFY_HELO_NAME ?? host,
    mailFrom: values.VERIFY_MAIL_FROM ?? `verify@${host}`,
    mailFromDefaulted: !values.VERIFY_MAIL_FROM,
    maxAgeDays: values.VERIFY_MAX_AGE_DAYS,
    concurrency: values.VERIFY_CONCURRENCY,
    greylistRetrySeconds: values.VERIFY_GREYLIST_RETRY_S,
    dailyBudget: values.VERIFY_DAILY_BUDGET,
    allowPrivateMx: values.VERIFY_ALLOW_PRIVATE_MX === true,
  };
}

/**
 * A browser on this machine may say localhost or 127.0.0.1 for the same server; when the public
 * address is one of them, the other is trusted too (both reach only this machine).
 */
function withLoopbackTwin(publicUrl: string): string[] {
  const origin = new URL(publicUrl);
  const twins: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };
  const twin = twins[origin.hostname];
  if (!twin) return [origin.origin];
  const other = new URL(origin.origin);
  other.hostname = twin;
  return [origin.origin, other.origin];
}

/** Outside production a missing AUTH_SECRET is generated once and kept in the data folder. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Two starts on a fresh folder: the first one's secret wins, so neither signs with another.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return readFileSync(file, 'utf8').trim();
    throw error;
  }
  return secret;
}
