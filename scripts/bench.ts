/**
 * Checkout benchmark: the whole purchase through the API, on a fresh in-memory PGlite, paying
 * in the local PayPal sandbox (in-process, webhooks included). 50 buyers check out at the same
 * time, several times each: new order -> PayPal order -> approval (the sandbox's form post) ->
 * capture and settle. Prints latency per step, throughput, and checks that every order ended
 * Received exactly once (one capture, one transition, one e-mail).
 *
 *   npm run bench            BENCH_BUYERS=50 BENCH_ROUNDS=4 by default
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, schema } from '../apps/server/src/db/index.ts';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const ORIGIN = 'http://localhost:3000';
const STEPS = ['new order', 'PayPal create', 'approve (sandbox)', 'capture + settle'] as const;
type Step = (typeof STEPS)[number];

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadvault-bench-'));
  const started = performance.now();
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth',
    DEMO: '0',
  });
  const app = await buildApp({ config, database });
  await app.ready();

  const [pkg] = await database.db
    .insert(schema.packages)
    .values({
      packageName: 'Bench Leads',
      priceCents: 4900,
      accessLink1: 'https://data.example.com/1',
    })
    .returning();
  if (!pkg) throw new Error('no package');

  let address = 0;
  const request = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { cookie?: string; body?: unknown; form?: string } = {},
  ) => {
    address += 1;
    const response = await app.inject({
      method,
      url,
      remoteAddress: `10.9.${(address >> 8) & 255}.${address & 255}`,
      headers: {
        origin: ORIGIN,
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.form !== undefined
          ? { 'content-type': 'application/x-www-form-urlencoded' }
          : options.body !== undefined
            ? { 'content-type': 'application/json' }
            : {}),
      },
      payload:
        options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    return response;
  };
  const expectStatus = (
    response: { statusCode: number; body: string },
    status: number,
    what: string,
  ) => {
    if (response.statusCode !== status) {
      throw new Error(`${what}: expected ${status}, got ${response.statusCode} ${response.body}`);
    }
  };

  // Accounts (password hashing is deliberately slow: not part of the measurement).
  const cookies: string[] = [];
  for (let start = 0; start < BUYERS; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, BUYERS - start) }, async (_, i) => {
        const response = await request('POST', '/api/auth/sign-up/email', {
          body: {
            name: `Buyer ${start + i}`,
            email: `buyer${start + i}@bench.example.com`,
            password: 'bench-pass-1',
          },
        });
        expectStatus(response, 200, 'sign-up');
        return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
      }),
    );
    cookies.push(...batch);
  }
  const setupSeconds = (performance.now() - started) / 1000;

  const timings: Record<Step | 'checkout', number[]> = {
    'new order': [],
    'PayPal create': [],
    'approve (sandbox)': [],
    'capture + settle': [],
    checkout: [],
  };
  const timed = async <T>(step: Step, work: () => Promise<T>): Promise<T> => {
    const begin = performance.now();
    const result = await work();
    timings[step].push(performance.now() - begin);
    return result;
  };

  async function checkout(cookie: string) {
    const begin = performance.now();
    const order = await timed('new order', async () => {
      const response = await request('POST', '/api/new-order', {
        cookie,
        body: {
          packageId: pkg?.id,
          customerName: 'Bench Buyer',
          address: '1 Load Street',
          cityName: 'Berlin',
          countryName: 'Germany',
        },
      });
      expectStatus(response, 201, 'new-order');
      return response.json() as { _id: string; orderId: string };
    });
    const paypalOrderId = await timed('PayPal create', async () => {
      const response = await request('POST', '/api/paypal/orders', {
        cookie,
        body: { orderId: order._id },
      });
      expectStatus(response, 200, 'paypal/orders');
      return response.json().id as string;
    });
    await timed('approve (sandbox)', async () => {
      const response = await request(
        'POST',
        `/sandbox/paypal/checkoutnow/${paypalOrderId}/approve`,
        {
          form: '',
        },
      );
      expectStatus(response, 303, 'approve');
    });
    await timed('capture + settle', async () => {
      const response = await request('POST', `/api/paypal/orders/${paypalOrderId}/capture`, {
        cookie,
        body: {},
      });
      expectStatus(response, 200, 'capture');
      if (response.json().paymentStatus !== 'Received') throw new Error('capture: not Received');
    });
    timings.checkout.push(performance.now() - begin);
    return { ...order, paypalOrderId };
  }

  // Warm-up (JIT, first queries), not measured.
  const warmUp = await checkout(cookies[0] ?? '');
  for (const list of Object.values(timings)) list.length = 0;

  const runStart = performance.now();
  const results = await Promise.all(
    cookies.map(async (cookie) => {
      const mine = [];
      for (let round = 0; round < ROUNDS; round += 1) mine.push(await checkout(cookie));
      return mine;
    }),
  );
  const runSeconds = (performance.now() - runStart) / 1000;
  await app.paypal.sandbox?.idle();

  // -- Verification: every order Received exactly once --
  const checkouts = results.flat();
  // Every order is checked, the warm-up's too.
  const orders = [warmUp, ...checkouts];
  const rows = await database.rows<{
    id: string;
    order_id: string;
    payment_status: string;
    transaction_id: string | null;
    paypal_order_id: string | null;
  }>(sql`select id, order_id, payment_status, transaction_id, paypal_order_id from orders`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const problems: string[] = [];
  for (const done of orders) {
    const row = byId.get(done._id);
    if (!row) problems.push(`${done.orderId}: missing`);
    else if (row.payment_status !== 'Received' || !row.transaction_id) {
      problems.push(`${done.orderId}: ${row.payment_status}`);
    }
  }
  const transactionIds = new Set(rows.map((row) => row.transaction_id).filter(Boolean));
  if (transactionIds.size !== rows.length) problems.push('a capture id is shared or missing');

  let capturesAtPayPal = 0;
  for (const done of orders) {
    const order = await app.paypal.client?.getOrder(done.paypalOrderId);
    const captures = order?.purchase_units?.[0]?.payments?.captures ?? [];
    capturesAtPayPal += captures.length;
    if (captures.length !== 1) problems.push(`${done.orderId}: ${captures.length} captures`);
  }

  const outbox = path.join(dataDir, 'outbox');
  const subjects = readdirSync(outbox).map((file) => {
    const raw = readFileSync(path.join(outbox, file), 'utf8');
    return raw.match(/^Subject: Your LeadVault order ([A-Z0-9]{8})$/m)?.[1];
  });
  const mailsPerOrder = new Map<string, number>();
  for (const orderId of subjects) {
    if (orderId) mailsPerOrder.set(orderId, (mailsPerOrder.get(orderId) ?? 0) + 1);
  }
  for (const done of orders) {
    const mails = mailsPerOrder.get(done.orderId) ?? 0;
    if (mails !== 1) problems.push(`${done.orderId}: ${mails} e-mails (transitions)`);
  }
  const [events] = await database.rows<{ count: number }>(
    sql`select count(*)::int as count from paypal_webhook_events`,
  );

  // -- Report --
  const percentile = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  };
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(20) : cell.padStart(9))).join(' | ')} |`;
  const ms = (value: number) => value.toFixed(1);
  const total = checkouts.length;
  console.log('');
  console.log(
    `LeadVault checkout benchmark: ${BUYERS} concurrent buyers x ${ROUNDS} checkouts, PGlite in memory, PayPal sandbox in-process`,
  );
  console.log('');
  console.log(line(['step', 'p50 ms', 'p99 ms', 'max ms']));
  console.log(line(['-'.repeat(20), '-'.repeat(9), '-'.repeat(9), '-'.repeat(9)]));
  for (const step of [...STEPS, 'checkout'] as const) {
    const values = timings[step];
    console.log(
      line([
        step === 'checkout' ? 'whole checkout' : step,
        ms(percentile(values, 50)),
        ms(percentile(values, 99)),
        ms(Math.max(...values)),
      ]),
    );
  }
  console.log('');
  const summary: Array<[string, string]> = [
    ['checkouts', String(total)],
    ['wall time', `${runSeconds.toFixed(2)} s`],
    ['throughput', `${(total / runSeconds).toFixed(1)} checkouts/s`],
    [
      'orders Received',
      `${orders.filter((done) => byId.get(done._id)?.payment_status === 'Received').length} / ${orders.length} (warm-up included)`,
    ],
    ['captures at PayPal', `${capturesAtPayPal} (one per order)`],
    ['order rows in the database', String(rows.length)],
    ['order e-mails', `${[...mailsPerOrder.values()].reduce((a, b) => a + b, 0)} (one per order)`],
    ['webhook events', `${events?.count ?? 0} handled (one capture event per order)`],
    ['setup (migrate, accounts)', `${setupSeconds.toFixed(1)} s`],
  ];
  for (const [name, value] of summary) console.log(`  ${name.padEnd(28)} ${value}`);
  console.log('');

  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });

  if (problems.length > 0) {
    console.error(`FAILED: ${problems.length} problem(s)\n  ${problems.slice(0, 20).join('\n  ')}`);
    process.exit(1);
  }
  console.log(`OK: every one of the ${orders.length} orders ended Received exactly once.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
