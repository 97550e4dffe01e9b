import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './lib/data-dir-lock.ts';
import { createDevLogStream } from './lib/dev-log.ts';
import { createProductionLogStream } from './lib/log-stream.ts';
import { seedContent } from './modules/content/index.ts';
import { seedDemoDatabaseFiles } from './modules/deliveries/index.ts';
import { DEMO_DISCOUNT_CODE, seedDemoDiscountCode } from './modules/discounts/index.ts';
import { seedDemoSeller } from './modules/invoices/index.ts';
import { seedFindLeadsDemo } from './modules/leads/index.ts';
import { DEMO_ACCOUNTS, ensureAccount, lockPublishedDemoAccounts } from './seed-accounts.ts';

const webRoot = path.resolve(import.meta.dirname, '../../web/dist');

/** Stops the start with a message for the person who ran it (no stack: nothing is broken). */
function refuseToStart(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    refuseToStart(error);
  }

  // Embedded PGlite belongs to one process: a second server on the same folder (a double start,
  // an overlapping deploy) would split its data. On PostgreSQL several processes are the plan,
  // and the folder's outbox and uploads are safe to share, so nothing is locked there (011).
  let dataDirLock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      dataDirLock = lockDataDir(config.dataDir);
    } catch (error) {
      refuseToStart(error);
    }
    process.on('exit', () => dataDirLock?.release());
  }

  const database = config.databaseUrl
    ? await openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        maxConnections: config.databasePoolSize,
      })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  // Demo accounts found with their published password while DEMO is off (locked at start).
  let lockedDemoAccounts: string[] = [];
  // Several processes starting together on one PostgreSQL take turns: the first migrates and
  // seeds, the others wait and then find everything there (a start lock, not a crash).
  const app = await database.exclusive(
    async () => {
      await database.migrate();
      await seedContent(database.db);
      if (config.demo) await seedFindLeadsDemo(database.db);
      if (config.demo) await seedDemoDatabaseFiles(database.db);
      if (config.demo) await seedDemoSeller(database.db);
      if (config.demo) await seedDemoDiscountCode(database.db);

      const app = await buildApp({
        config,
        database,
        webRoot,
        // JSON for log collectors in production; short readable lines at a terminal otherwise.
        logger:
          config.env === 'production'
            ? { level: config.logLevel, stream: createProductionLogStream() }
            : { level: config.logLevel, stream: createDevLogStream({ level: config.logLevel }) },
      });

      if (config.admin) {
        await ensureAccount(app.auth, database.db, {
          name: 'Administrator',
          email: config.admin.email,
          password: config.admin.password,
          role: 'Admin',
        });
      }
      if (config.demo) {
        for (const account of DEMO_ACCOUNTS) await ensureAccount(app.auth, database.db, account);
      } else {
        lockedDemoAccounts = await lockPublishedDemoAccounts(app.auth, database.db);
      }
      return app;
    },
    () => console.log('Another server is migrating and seeding this database: waiting for it.'),
  );

  // A graceful stop (a rolling restart sends SIGTERM to one process at a time): the listener
  // closes at once, so a proxy in front sends new requests to the other processes; open requests
  // finish; running jobs get 10 s and the rest go back to the queue for another process
  // (app.close() runs the jobs' and signals' onClose hooks); then the database pool closes.
  // Should anything hang, the process still ends after SHUTDOWN_LIMIT_MS; a second signal ends
  // it at once.
  const SHUTDOWN_LIMIT_MS = 30_000;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: stopping now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing open requests');
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s: stopping now`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const warnings = demoWarnings(config);
  if (lockedDemoAccounts.length > 0) {
    warnings.push(
      `DEMO ACCOUNTS LOCKED: ${lockedDemoAccounts.join(', ')} still had the published demo password; DEMO is off, so they cannot sign in until their password is reset.`,
    );
  }
  if (warnings.length > 0) app.log.warn(warnings.join(' '));

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `  LeadVault is running at ${config.publicUrl}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL'}`,
    `  Mail: ${config.smtpUrl ? 'SMTP' : `written to ${path.join(config.dataDir, 'outbox')}`}`,
    `  E-mail checks: ${verificationLine(config.verification)}`,
  ];
  if (config.demo) {
    lines.push('  Demo accounts:');
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.role.padEnd(9)} ${account.email}  /  ${account.password}`);
    }
    lines.push(`  Demo discount code: ${DEMO_DISCOUNT_CODE} (10 % off every package)`);
  }
  if (warnings.length > 0) {
    const bar = `  ${'!'.repeat(78)}`;
    lines.push('', bar, ...warnings.map((warning) => `  ! ${warning}`), bar);
  }
  console.log(`${lines.join('\n')}\n`);
}

/** How addresses are checked; without VERIFY_MAIL_FROM, the sender mail servers will judge. */
function verificationLine(verification: ReturnType<typeof loadConfig>['verification']): string {
  if (verification.method === 'off') return 'off (VERIFY_METHOD=off)';
  if (verification.method === 'http') return `over HTTP at ${verification.httpUrl}`;
  if (verification.mailSandbox) {
    return "SMTP through the local mail sandbox (MAIL_SANDBOX: the demo's domains answer from scripts; no real mail server is asked)";
  }
  const sender = verification.mailFromDefaulted
    ? `MAIL FROM <${verification.mailFrom}> (VERIFY_MAIL_FROM is unset: mail servers judge this sender's domain, so set it to an address of a domain you control)`
    : `MAIL FROM <${verification.mailFrom}>`;
  return `SMTP, ${sender}`;
}

/** What a person must know before anyone else can reach this server. */
function demoWarnings(config: ReturnType<typeof loadConfig>): string[] {
  const warnings: string[] = [];
  if (config.demo) {
    warnings.push('DEMO MODE: the demo accounts, an Admin among them, have published passwords.');
  }
  if (config.paypal.sandbox) {
    warnings.push(
      'PAYPAL SANDBOX: payments go to the local stand-in; orders are paid without money.',
    );
  }
  if (warnings.length > 0) {
    warnings.push(
      config.exposedBy.length === 0
        ? `Only this machine can reach it (HOST=${config.host}). Never expose it as it is.`
        : `Others can reach it (${config.exposedBy.join(', ')}; ALLOW_PUBLIC_DEMO=1).`,
    );
  }
  return warnings;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
