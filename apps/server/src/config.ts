import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of 1, 0, true, false, yes, no, on, off',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  ),
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
  TRUST_PROXY: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
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
  /** Believe X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  logLevel: string;
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
  if (values.NODE_ENV === 'production' && !values.AUTH_SECRET) {
    problems.push('AUTH_SECRET: required in production (32 characters or more)');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(values.DATA_DIR);
  const port = values.PORT;
  return {
    env: values.NODE_ENV,
    port,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
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
      // Without credentials the local sandbox stands in for PayPal, but never by accident in
      // production: there it takes PAYPAL_SANDBOX=1.
      sandbox: values.PAYPAL_SANDBOX ?? (!paypalCredentials && values.NODE_ENV !== 'production'),
    },
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL.toLowerCase(), password: values.ADMIN_PASSWORD }
        : undefined,
    demo: values.DEMO ?? values.NODE_ENV !== 'production',
    trustProxy: values.TRUST_PROXY ?? false,
    logLevel: values.LOG_LEVEL,
  };
}

/** Outside production a missing AUTH_SECRET is generated once and kept in the data folder. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
