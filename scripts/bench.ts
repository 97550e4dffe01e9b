/**
 * Benchmarks, run one after the other:
 *
 * 1. Checkout: the whole purchase through the API, on a fresh in-memory PGlite, paying in the
 *    local PayPal sandbox (in-process, webhooks included). 50 buyers check out at the same time,
 *    several times each: new order -> PayPal order -> approval (the sandbox's form post) ->
 *    capture and settle. Prints latency per step, throughput, and checks that every order ended
 *    Received exactly once (one capture, one transition, one e-mail). Then the same over real
 *    HTTP against one and two server processes on PostgreSQL (scripts/bench/checkout-processes.ts),
 *    printed beside this figure.
 * 2. Back office at scale: 1,000,000 orders seeded in one SQL statement, then the admin list
 *    (one status, page 500) and the sales total through the API (p50/p95 server time), beside
 *    the old design's cost in the same run (every order fetched, then filtered in memory), as a
 *    ratio; and EXPLAIN checks that the queries use their indexes. On PGlite (a file in a temp
 *    folder); BENCH_DATABASE_URL=postgres://... runs it on a PostgreSQL server instead (a
 *    database is created and dropped).
 * 3. Find Leads at scale (scripts/bench/leads.ts): 1,000,000 leads, search, paging, facets and
 *    reveal against LEADS.md's targets, on PostgreSQL and PGlite side by side.
 *    Then "Select all N results" (scripts/bench/selection.ts): the whole-search quote of
 *    10,000 leads against issue 30's 300 ms, and a reveal job of 10,000 leads, reported.
 * 4. Lead import (scripts/bench/lead-import.ts): 100,000 CSV rows imported through the API and
 *    the job, on PostgreSQL and PGlite, against LEADS.md's 60 s.
 * 5. E-mail verification (scripts/bench/verification.ts): against a local DNS zone and an SMTP
 *    peer that adds 50 ms to every reply, one check against its round-trip floor, checks/s over
 *    10,000 addresses on 200 domains through the job queue, and a reveal of 25 unchecked leads
 *    on 5 domains, against LEADS.md's targets, on PostgreSQL and PGlite side by side.
 * 6. Bulk enrichment (scripts/bench/enrichment.ts): 1,000 rows, half not in our leads, through
 *    the API and the job against the same slow peers, against LEADS.md's 60 s, on PostgreSQL and
 *    PGlite side by side.
 * 7. Storefront speed (scripts/bench/storefront.ts): Lighthouse mobile on `/`, `/pricing`,
 *    `/contact` beside a static page, first-load JS, the catalog GET beside a bare Fastify, and
 *    the production server's memory on PGlite and PostgreSQL. Needs `npm run build` first.
 *
 *   npm run bench            BENCH_BUYERS=50 BENCH_ROUNDS=4 by default
 *   BENCH_ORDERS=1000000 BENCH_SAMPLES=40 BENCH_OLD_RUNS=1   the back office's size (its page
 *                            500 of one status needs at least 25,000 orders; below about
 *                            200,000 PGlite may plan the list page with a sort, which fails)
 *   BENCH_ONLY=checkout|back-office|leads|selection|lead-import|verification|enrichment|storefront npm run bench
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, desc, eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase, schema } from '../apps/server/src/db/index.ts';
import { toOrder } from '../apps/server/src/modules/orders/index.ts';
import { orderFilter } from '../apps/server/src/modules/orders/search.ts';
import { type CheckoutFigure, checkoutProcessesBench } from './bench/checkout-processes.ts';
import { enrichmentBench } from './bench/enrichment.ts';
import { leadImportBench } from './bench/lead-import.ts';
import { leadsBench } from './bench/leads.ts';
import { selectionBench } from './bench/selection.ts';
import { storefrontBench } from './bench/storefront.ts';
import {
  BENCH_SECRET,
  benchAccount,
  BENCH_ORIGIN as ORIGIN,
  percentile,
  planOf,
  rebuildingIndexes,
  tableLine,
  tableRule,
  withBenchApp,
} from './bench/support.ts';
import { verificationBench } from './bench/verification.ts';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const STEPS = ['new order', 'PayPal create', 'approve (sandbox)', 'capture + settle'] as const;
type Step = (typeof STEPS)[number];

async function checkoutBench(): Promise<CheckoutFigure> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadvault-bench-'));
  const started = performance.now();
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: BENCH_SECRET,
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

  // Accounts (password hashing is deliberately slow: not part of the measurement). Sign-up
  // signs nobody in (decision 036): each buyer signs in after it, from an address of its own
  // (the auth rate limits count per address). Shopping needs no verified address.
  const cookies: string[] = [];
  for (let start = 0; start < BUYERS; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, BUYERS - start) }, async (_, i) => {
        const index = start + i;
        const { cookie } = await benchAccount(
          app,
          database,
          {
            name: `Buyer ${index}`,
            email: `buyer${index}@bench.example.com`,
            password: 'bench-pass-1',
          },
          { remoteAddress: `10.8.${(index >> 8) & 255}.${index & 255}` },
        );
        return cookie;
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

  // The order e-mails go out through the job queue: let it finish first.
  await app.jobs.drain();
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
  const widths = [20, 9, 9, 9];
  const line = (cells: string[]) => tableLine(cells, widths);
  const ms = (value: number) => value.toFixed(1);
  const total = checkouts.length;
  console.log('');
  console.log(
    `LeadVault checkout benchmark: ${BUYERS} concurrent buyers x ${ROUNDS} checkouts, PGlite in memory, PayPal sandbox in-process`,
  );
  console.log('');
  console.log(line(['step', 'p50 ms', 'p99 ms', 'max ms']));
  console.log(tableRule(widths));
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
  return {
    label: 'PGlite in memory, app.inject',
    checkouts: total,
    seconds: runSeconds,
    steps: timings,
    lost: 0,
  };
}

// -- 2. the back office at scale ------------------------------------------------------------

const ORDER_COUNT = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const OLD_RUNS = Number(process.env.BENCH_OLD_RUNS ?? 1);
const LIST_PAGE = 500;

const seconds = (from: number) => (performance.now() - from) / 1000;
const benchStart = performance.now();
/** Progress on stderr, so a long phase is visible while it runs. */
const progress = (message: string) =>
  process.stderr.write(`  [${seconds(benchStart).toFixed(0).padStart(4)} s] ${message}\n`);

/**
 * `count` orders in one INSERT ... SELECT over generate_series: ids and codes derived from the
 * series number, one order every 3 seconds back from now (so the last 30 days hold sales), the
 * statuses spread evenly (a quarter Received). The secondary indexes are dropped for the load
 * and rebuilt from their own definitions afterwards (much faster than maintaining them row by
 * row), and the foreign-key triggers are skipped for that one statement: every row points at the
 * package and the account made just before.
 */
async function seedOrders(database: Database, packageId: string, userId: string, count: number) {
  const interval = 3;
  const rebuilt = await rebuildingIndexes(database, 'orders', () =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
      insert into orders (id, order_id, payment_id, package_id, package_name, package_price_cents,
        customer_user_id, customer_email, customer_name, address, city_name, country_name,
        payment_status, order_status, paid_at, transaction_id, created_at, updated_at)
      select ('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid,
        'O' || lpad(upper(to_hex(i)), 7, '0'), 'P' || lpad(upper(to_hex(i)), 7, '0'),
        ${packageId}::uuid, 'Bench Leads', 4900 + (i % 5) * 1000, ${userId},
        'buyer' || (i % 5000) || '@bench.example.com', 'Buyer ' || (i % 5000),
        '1 Load Street', 'Berlin', 'Germany',
        (array['Received', 'Pending', 'Cancelled', 'Refunded'])[1 + i % 4],
        (array['Pending', 'Accepted', 'Cancelled', 'Delivered', 'Completed'])[1 + i % 5],
        case when i % 4 = 0 then now() - make_interval(secs => (${count} - i) * ${interval}) end,
        case when i % 4 = 0 then 'T' || lpad(upper(to_hex(i)), 16, '0') end,
        now() - make_interval(secs => (${count} - i) * ${interval}),
        now() - make_interval(secs => (${count} - i) * ${interval})
      from generate_series(1, ${count}) as i`);
    }),
  );
  // PGlite has no autovacuum: statistics and the visibility map (index-only scans) by hand.
  await database.rows(sql`vacuum analyze orders`);
  return rebuilt;
}

/** The old design: GET /orders answered every order; the browser reversed and filtered them. */
async function everyOrder(database: Database, visit: (order: ReturnType<typeof toOrder>) => void) {
  const batch = 50_000;
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await database.db
      .select({ order: schema.orders, at: sql<string>`${schema.orders.createdAt}::text` })
      .from(schema.orders)
      .where(
        after
          ? sql`(${schema.orders.createdAt}, ${schema.orders.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      )
      .orderBy(desc(schema.orders.createdAt), desc(schema.orders.id))
      .limit(batch);
    for (const row of rows) visit(toOrder(row.order));
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { at: last.at, id: last.order.id };
  }
}

async function backOfficeBench() {
  const started = performance.now();
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const problems = await withBenchApp(
    { kind: serverUrl ? 'postgres' : 'pglite', serverUrl },
    async ({ app, database }) => {
      // An Admin (on the staff list, address verified: decision 009) signed in, and the buyer the
      // seeded orders belong to.
      const admin = await benchAccount(app, database, {
        name: 'Bench Admin',
        email: 'admin@bench.example.com',
        password: 'bench-pass-1',
        role: 'Admin',
      });
      const buyer = await benchAccount(app, database, {
        name: 'Bench Person',
        email: 'buyer@bench.example.com',
        password: 'bench-pass-1',
      });
      const [pkg] = await database.db
        .insert(schema.packages)
        .values({ packageName: 'Bench Leads', priceCents: 4900 })
        .returning();
      if (!pkg) throw new Error('no package');

      progress(`seeding ${ORDER_COUNT.toLocaleString('en-US')} orders`);
      const seedStart = performance.now();
      const rebuilt = await seedOrders(database, pkg.id, buyer.userId, ORDER_COUNT);
      const seedSeconds = seconds(seedStart);

      const get = async (url: string) => {
        const begin = performance.now();
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { cookie: admin.cookie },
        });
        const ms = performance.now() - begin;
        if (response.statusCode !== 200)
          throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        return { ms, body: response.json() };
      };
      const timed = async (url: string, samples: number) => {
        for (let i = 0; i < 3; i += 1) await get(url); // warm-up
        const times: number[] = [];
        let body: unknown;
        for (let i = 0; i < samples; i += 1) {
          const result = await get(url);
          times.push(result.ms);
          body = result.body;
        }
        return { times, body };
      };

      progress(`seeded in ${seedSeconds.toFixed(1)} s; timing the API`);
      const listUrl = `/api/orders?orderStatus=Pending&page=${LIST_PAGE}`;
      const list = await timed(listUrl, SAMPLES);
      progress('list timed');
      const total = await timed('/api/orders/total-sales', SAMPLES);
      progress('total timed');
      const dashboard = await timed('/api/dashboard', Math.max(5, Math.round(SAMPLES / 4)));
      progress('dashboard timed');
      const search = await timed('/api/orders?q=buyer%204999&page=1', 10);
      progress('search timed');

      // The same answers the old way, in the same run: the old app downloaded every order once
      // (GET /orders) and each screen filtered that list in the browser. One full read serves both.
      const listBody = list.body as { items: Array<{ _id: string }>; total: number };
      const totalBody = total.body as { totalSales: number; orders: number };
      const oldRuns: number[] = [];
      let oldPage: string[] = [];
      let oldSum = 0;
      let oldCount = 0;
      let scanned = 0;
      for (let run = 0; run < OLD_RUNS; run += 1) {
        progress(`old design, run ${run + 1} of ${OLD_RUNS}`);
        const begin = performance.now();
        const pending: string[] = [];
        let cents = 0;
        scanned = 0;
        oldCount = 0;
        await everyOrder(database, (order) => {
          scanned += 1;
          if (order.orderStatus === 'Pending') pending.push(order._id);
          if (order.paymentStatus === 'Received') {
            cents += Math.round(order.packagePrice * 100);
            oldCount += 1;
          }
        });
        oldPage = pending.slice((LIST_PAGE - 1) * 10, LIST_PAGE * 10);
        oldSum = cents / 100;
        oldRuns.push(performance.now() - begin);
      }
      const problems: string[] = [];
      if (JSON.stringify(oldPage) !== JSON.stringify(listBody.items.map((order) => order._id))) {
        problems.push('the list page differs from the old design');
      }
      if (oldSum !== totalBody.totalSales || oldCount !== totalBody.orders) {
        problems.push(`sales total ${totalBody.totalSales} vs old ${oldSum}`);
      }
      if (scanned !== ORDER_COUNT) problems.push(`old design read ${scanned} orders`);

      // What the old app downloaded: every order as JSON (estimated from the page's orders).
      const sample = (list.body as { items: unknown[] }).items;
      const bytesPerOrder =
        sample.reduce<number>((sum, order) => sum + JSON.stringify(order).length, 0) /
        Math.max(1, sample.length);

      progress('query plans');
      // EXPLAIN: the queries the list, the total and the chart run (as in orders/service.ts).
      const o = schema.orders;
      const listSql = database.db
        .select({ id: o.id })
        .from(o)
        .innerJoin(schema.packages, eq(schema.packages.id, o.packageId))
        .where(and(eq(o.orderStatus, 'Pending')))
        .orderBy(desc(o.createdAt), desc(o.id))
        .limit(10)
        .offset((LIST_PAGE - 1) * 10)
        .getSQL();
      const plans = {
        'list page': await planOf(database, listSql),
        'list count': await planOf(
          database,
          sql`select count(*)::int from orders where order_status = 'Pending'`,
        ),
        'sales total': await planOf(
          database,
          sql`select coalesce(sum(package_price_cents), 0)::bigint, count(*)::int from orders where payment_status = 'Received'`,
        ),
        search: await planOf(
          database,
          database.db
            .select({ id: o.id })
            .from(o)
            .where(orderFilter({ q: 'buyer 4999' }))
            .orderBy(desc(o.createdAt), desc(o.id))
            .limit(10)
            .getSQL(),
        ),
        'sales chart': await planOf(
          database,
          sql`select to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD'), sum(package_price_cents)::bigint, count(*)::int
              from orders where payment_status = 'Received' and paid_at >= now() - interval '30 days' group by 1`,
        ),
      };
      // Each query must be answered from its index: no sequential scan, and no sort of a whole
      // status (the list's order is the index's order).
      const expectIndex: Record<string, RegExp> = {
        'list page': /Index Scan using orders_(order_status_created|created)_idx/,
        'list count': /Index Only Scan using orders_order_status_created_idx/,
        'sales total': /Index Only Scan using orders_received_paid_idx/,
        'sales chart': /Index Only Scan using orders_received_paid_idx/,
        search: /Bitmap Index Scan using orders_search_idx/,
      };
      for (const [name, nodes] of Object.entries(plans)) {
        const pattern = expectIndex[name];
        if (!pattern || !nodes.some((node) => pattern.test(node))) {
          problems.push(`${name} does not use its index: ${nodes.join(' > ')}`);
        }
        if (nodes.includes('Seq Scan on orders')) problems.push(`${name} reads every order`);
        if (name === 'list page' && nodes.includes('Sort')) problems.push('the list page sorts');
      }

      // -- report --
      const ms = (value: number) => value.toFixed(1);
      const widths = [34, 11, 11, 11];
      const line = (cells: string[]) => tableLine(cells, widths);
      const median = (values: number[]) => percentile(values, 50);
      console.log('');
      console.log(
        `LeadVault back-office benchmark: ${ORDER_COUNT.toLocaleString('en-US')} orders, ${database.kind === 'pglite' ? 'PGlite (file)' : 'PostgreSQL'}, requests through app.inject`,
      );
      console.log('');
      console.log(line(['request', 'p50 ms', 'p95 ms', 'samples']));
      console.log(tableRule(widths));
      const rows: Array<[string, number[]]> = [
        [`admin list (Pending, page ${LIST_PAGE})`, list.times],
        ['sales total', total.times],
        ['dashboard (counts + 30-day chart)', dashboard.times],
        ['search "buyer 4999" (200 matches)', search.times],
      ];
      for (const [name, times] of rows) {
        console.log(
          line([name, ms(percentile(times, 50)), ms(percentile(times, 95)), String(times.length)]),
        );
      }
      console.log('');
      console.log(line(['old design (all orders, in memory)', 'median ms', 'new p50 ms', 'ratio']));
      console.log(tableRule(widths));
      const oldMs = median(oldRuns);
      for (const [name, times] of [
        [`list page ${LIST_PAGE}`, list.times],
        ['sales total', total.times],
      ] as const) {
        const now = percentile(times, 50);
        console.log(line([name, ms(oldMs), ms(now), `${Math.round(oldMs / now)}x`]));
      }
      console.log('');
      console.log('  query plans (EXPLAIN)');
      for (const [name, nodes] of Object.entries(plans))
        console.log(`    ${name.padEnd(12)} ${nodes.join(' > ')}`);
      console.log('');
      const summary: Array<[string, string]> = [
        [
          'orders',
          `${ORDER_COUNT.toLocaleString('en-US')} (${listBody.total.toLocaleString('en-US')} Pending, ${totalBody.orders.toLocaleString('en-US')} Received)`,
        ],
        [
          'Total Sales',
          `$${totalBody.totalSales.toLocaleString('en-US', { minimumFractionDigits: 2 })} USD (same as the old design: ${oldSum === totalBody.totalSales ? 'yes' : 'NO'})`,
        ],
        [
          'seed (one INSERT ... SELECT)',
          `${seedSeconds.toFixed(1)} s, ${rebuilt} indexes rebuilt, vacuum analyze included`,
        ],
        [
          'old design download',
          `~${Math.round((bytesPerOrder * ORDER_COUNT) / 1e6)} MB of JSON per list view (not timed above)`,
        ],
        [
          'old design',
          `${OLD_RUNS} run(s), each reading all ${scanned.toLocaleString('en-US')} orders (one read serves both screens)`,
        ],
        ['total time', `${seconds(started).toFixed(1)} s`],
      ];
      for (const [name, value] of summary) console.log(`  ${name.padEnd(30)} ${value}`);
      console.log('');

      return problems;
    },
  );
  if (problems.length > 0) {
    console.error(`FAILED: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('OK: same answers as the old design; every query uses its index.');
}

async function main() {
  const only = process.env.BENCH_ONLY;
  if (!only || only === 'checkout') {
    await checkoutProcessesBench(process.env.BENCH_APART_ONLY ? undefined : await checkoutBench());
  }
  if (!only || only === 'back-office') await backOfficeBench();
  if (!only || only === 'leads') await leadsBench();
  if (!only || only === 'selection') await selectionBench();
  if (!only || only === 'lead-import') await leadImportBench();
  if (!only || only === 'verification') await verificationBench();
  if (!only || only === 'enrichment') await enrichmentBench();
  if (!only || only === 'storefront') await storefrontBench();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
