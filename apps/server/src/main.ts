import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { seedContent } from './modules/content/index.ts';
import { seedFindLeadsDemo } from './modules/leads/index.ts';
import { DEMO_ACCOUNTS, ensureAccount } from './seed-accounts.ts';

const webRoot = path.resolve(import.meta.dirname, '../../web/dist');

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  await database.migrate();
  await seedContent(database.db);
  if (config.demo) await seedFindLeadsDemo(database.db);

  const app = await buildApp({
    config,
    database,
    webRoot,
    trustProxy: config.trustProxy,
    logger: { level: config.logLevel },
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
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing open requests');
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

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `  LeadVault is running at ${config.publicUrl}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL'}`,
    `  Mail: ${config.smtpUrl ? 'SMTP' : `written to ${path.join(config.dataDir, 'outbox')}`}`,
  ];
  if (config.demo) {
    lines.push('  Demo accounts:');
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.role.padEnd(9)} ${account.email}  /  ${account.password}`);
    }
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
