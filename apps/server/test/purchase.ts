import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, schema } from '../src/db/index.ts';
import { drainJobsAfterInject, send, TEST_JOBS, TEST_ORIGIN, testDatabase } from './helpers.ts';

export const LINKS = {
  accessLink1: 'https://data.example.com/db-1',
  accessLink2: 'https://data.example.com/db-2',
  accessLink3: '',
};

/** A package row, straight into the database (the packages API is another area's). */
export async function seedPackage(
  database: Database,
  values: Partial<typeof schema.packages.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(schema.packages)
    .values({ packageName: 'Starter Leads', priceCents: 4900, ...LINKS, ...values })
    .returning();
  if (!row) throw new Error('no package row');
  return row;
}

export const BILLING = {
  customerName: 'Ada Lovelace',
  address: '12 Analytical Street',
  cityName: 'London',
  countryName: 'United Kingdom',
};

export async function placeOrder(
  app: App,
  cookie: string,
  packageId: string,
  extra: Record<string, unknown> = {},
) {
  const response = await send(app, {
    method: 'POST',
    url: '/api/new-order',
    cookie,
    body: { packageId, ...BILLING, ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; orderId: string; paymentId: string };
}

/** `createOrder` of the pay page: the PayPal order for our order. */
export async function startPayPal(app: App, cookie: string, orderId: string): Promise<string> {
  const response = await send(app, {
    method: 'POST',
    url: '/api/paypal/orders',
    cookie,
    body: { orderId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

/** The buyer presses 'Approve payment' on the sandbox's page (a plain form post). */
export function approveInSandbox(
  app: App,
  paypalOrderId: string,
  options: { declineCard?: boolean } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/sandbox/paypal/checkoutnow/${paypalOrderId}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: options.declineCard ? 'decline=1' : '',
  });
}

/** `onApprove` of the pay page. */
export function capture(
  app: App,
  cookie: string,
  paypalOrderId: string,
  headers: Record<string, string> = {},
) {
  return send(app, {
    method: 'POST',
    url: `/api/paypal/orders/${paypalOrderId}/capture`,
    cookie,
    body: {},
    headers,
  });
}

/** Order placed, PayPal order made and approved: ready to capture. */
export async function approvedOrder(app: App, cookie: string, packageId: string) {
  const order = await placeOrder(app, cookie, packageId);
  const paypalOrderId = await startPayPal(app, cookie, order._id);
  const approval = await approveInSandbox(app, paypalOrderId);
  expect(approval.statusCode, approval.body).toBe(303);
  return { order, paypalOrderId };
}

/** The whole checkout; answers the paid order. */
export async function paidOrder(app: App, cookie: string, packageId: string) {
  const { order, paypalOrderId } = await approvedOrder(app, cookie, packageId);
  const captured = await capture(app, cookie, paypalOrderId);
  expect(captured.statusCode, captured.body).toBe(200);
  return { order, paypalOrderId, captured: captured.json() };
}

/** Waits until the sandbox has delivered every webhook event it sent. */
export async function webhooksDelivered(app: App) {
  await app.paypal.sandbox?.idle();
  // What the webhooks queued (the order e-mail) has run too.
  await app.jobs.drain();
}

/**
 * Another app on the same (not emptied) test database, with extra environment: to see how the
 * server behaves with other PayPal settings next to the app of the test file.
 */
export async function buildAppWith(env: Record<string, string>) {
  const database = await testDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadvault-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    DEMO: '0',
    ...env,
  });
  const app = await buildApp({ config, database, jobs: TEST_JOBS });
  await app.ready();
  drainJobsAfterInject(app);
  return app;
}

/** The messages in the app's outbox that mention this text. */
export function outboxMessagesAbout(dataDir: string, text: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .filter((raw) => raw.includes(text));
}
