/**
 * The PayPal sandbox in a process of its own, as PayPal stands apart from the shop: a shop
 * started with PAYPAL_CLIENT_ID/SECRET set to the sandbox's, PAYPAL_API_BASE at this process and
 * PAYPAL_WEBHOOK_ID=SANDBOX_WEBHOOK_ID talks to it over HTTP, and receives its webhooks over HTTP.
 * The checkout bench uses it to count the shop's own CPU per checkout (issue 27).
 *
 *   DATABASE_URL=postgres://… STORE_URL=http://127.0.0.1:3000 PORT=3100 SECRET=… \
 *     node --import tsx apps/server/src/paypal-sandbox/serve.ts
 *
 * The database is the shop's (already migrated by it): the sandbox keeps its orders in its own
 * tables there.
 */
import Fastify from 'fastify';
import { openDatabase } from '../db/index.ts';
import { PayPalSandbox, paypalSandboxRoutes, SANDBOX_PATH, SANDBOX_WEBHOOK_ID } from './index.ts';

const databaseUrl = process.env.DATABASE_URL;
const storeUrl = process.env.STORE_URL?.replace(/\/$/, '');
if (!databaseUrl || !storeUrl) {
  console.error('DATABASE_URL and STORE_URL are required');
  process.exit(2);
}
const port = Number(process.env.PORT ?? 3100);
const host = process.env.HOST ?? '127.0.0.1';

const database = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 4 });
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
const sandbox = new PayPalSandbox({
  db: database.db,
  baseUrl: `http://${host}:${port}${SANDBOX_PATH}`,
  secret: process.env.SECRET,
  webhook: { id: SANDBOX_WEBHOOK_ID, url: `${storeUrl}/api/paypal/webhook` },
  deliver: (url, init) => fetch(url, init),
  returnOrigin: storeUrl,
  log: app.log,
});
await app.register(paypalSandboxRoutes, { prefix: SANDBOX_PATH, sandbox });
app.addHook('onClose', async () => database.close());

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port, host });
console.log(`PayPal sandbox is running at http://${host}:${port}${SANDBOX_PATH}`);
