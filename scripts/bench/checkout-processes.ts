// Checkout through real HTTP against one and two server processes on PostgreSQL (issue 15),
// beside the in-process PGlite figure of scripts/bench.ts. Each configuration gets a fresh
// database and its own `node --import tsx apps/server/src/main.ts` processes (own PORT, same
// AUTH_SECRET, PayPal sandbox on, DEMO=0, one bench package); 50 buyers signed up and signed in
// beforehand (password hashing is not part of checkout) check out at the same time, buyer i always through
// process i mod N. Verified: every order Received exactly once (one capture, a distinct
// transaction id) and one order e-mail each once the job queue has drained.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import {
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  SANDBOX_PATH,
  SANDBOX_WEBHOOK_ID,
} from '../../apps/server/src/paypal-sandbox/index.ts';
import {
  BENCH_SECRET as AUTH_SECRET,
  type BenchServer,
  freePort,
  percentile,
  printed,
  serverAnswers,
  signUpAndSignIn,
  stopServer,
  tableLine,
  tableRule,
} from './support.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
export const CHECKOUT_STEPS = [
  'new order',
  'PayPal create',
  'approve (sandbox)',
  'capture + settle',
] as const;
type Step = (typeof CHECKOUT_STEPS)[number];

/** One configuration's result, as both checkout benchmarks report it. */
export type CheckoutFigure = {
  label: string;
  checkouts: number;
  seconds: number;
  /** Milliseconds per step, and for the whole checkout. */
  steps: Record<Step | 'checkout', number[]>;
  /** Orders not Received exactly once, or without exactly one e-mail. */
  lost: number;
  /** Database transactions per checkout (PostgreSQL's own count), when known. */
  transactionsPerCheckout?: number;
  /** CPU time the server processes spent per checkout (Linux /proc), when known. */
  serverCpuMsPerCheckout?: number;
};

/** CPU milliseconds a process has used so far (user + system), from /proc; 0 elsewhere. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

type Server = BenchServer;

/** BENCH_CPU_PROF=<folder>: each server process writes a V8 CPU profile there when it stops. */
const cpuProfileDir = process.env.BENCH_CPU_PROF;

function startServer(
  port: number,
  env: Record<string, string>,
  program = 'apps/server/src/main.ts',
): Server {
  const profile = cpuProfileDir
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(cpuProfileDir)]
    : [];
  const child = spawn('node', [...profile, '--import', 'tsx', program], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, base: `http://127.0.0.1:${port}`, output: () => output };
}

/** Generous on a busy machine: migrations run at the first start. */
const running = (server: Server, banner = 'LeadVault is running') =>
  printed(server, banner, 90_000);

/**
 * One configuration: `processes` servers on a fresh database of `serverUrl`'s server. With
 * `sandboxApart`, PayPal's half runs in a process of its own (paypal-sandbox/serve.ts) that the
 * shop reaches over HTTP as it would reach PayPal, so the CPU counted is the shop's alone.
 */
async function measure(
  serverUrl: string,
  processes: number,
  sandboxApart = false,
): Promise<CheckoutFigure> {
  const name = `leadvault_bench_checkout_${process.pid}_${Date.now()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  // One folder for all: the outbox is where the e-mails are counted (safe to share, 011).
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leadvault-bench-http-'));
  const ports = await Promise.all(Array.from({ length: processes }, () => freePort()));
  const origin = `http://127.0.0.1:${ports[0]}`;
  const sandboxPort = sandboxApart ? await freePort() : undefined;
  const sandboxBase = sandboxPort ? `http://127.0.0.1:${sandboxPort}${SANDBOX_PATH}` : undefined;
  const paypalEnv: Record<string, string> = sandboxBase
    ? {
        PAYPAL_SANDBOX: '0',
        PAYPAL_CLIENT_ID: SANDBOX_CLIENT_ID,
        PAYPAL_CLIENT_SECRET: SANDBOX_CLIENT_SECRET,
        PAYPAL_API_BASE: sandboxBase,
        PAYPAL_WEBHOOK_ID: SANDBOX_WEBHOOK_ID,
      }
    : { PAYPAL_SANDBOX: '1' };
  const servers = ports.map((port) =>
    startServer(port, {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      AUTH_SECRET,
      DEMO: '0',
      ...paypalEnv,
      // A distinct client address per buyer (X-Forwarded-For from this trusted hop).
      TRUST_PROXY: '127.0.0.1',
      // The sandbox behind a "proxy" counts as public exposure; this one is the bench itself.
      ALLOW_PUBLIC_DEMO: '1',
    }),
  );
  let sandboxServer: Server | undefined;
  try {
    await Promise.all(servers.map((server) => running(server)));
    if (sandboxPort) {
      // After the shop has migrated the database the sandbox keeps its orders in.
      sandboxServer = startServer(
        sandboxPort,
        { DATABASE_URL: url.toString(), STORE_URL: origin, SECRET: AUTH_SECRET },
        'apps/server/src/paypal-sandbox/serve.ts',
      );
      await running(sandboxServer, 'PayPal sandbox is running');
    }
    const [pkg] = await sql`
      insert into packages (package_name, price_cents, access_link_1)
      values ('Bench Leads', 4900, 'https://data.example.com/1') returning id`;
    if (!pkg) throw new Error('no package');

    let address = 0;
    const request = async (
      server: Server,
      url: string,
      options: { cookie?: string; body?: unknown; form?: string } = {},
    ) => {
      address += 1;
      const response = await fetch(`${server.base}${url}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          origin,
          'x-forwarded-for': `10.9.${(address >> 8) & 255}.${address & 255}`,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          'content-type':
            options.form !== undefined ? 'application/x-www-form-urlencoded' : 'application/json',
        },
        body: options.form ?? JSON.stringify(options.body ?? {}),
      });
      return { status: response.status, text: await response.text(), response };
    };
    const expectStatus = (
      answer: { status: number; text: string },
      status: number,
      what: string,
    ) => {
      if (answer.status !== status) {
        throw new Error(`${what}: expected ${status}, got ${answer.status} ${answer.text}`);
      }
    };

    // Buyers and their sessions, before the clock starts.
    const buyers: Array<{ cookie: string; server: Server }> = [];
    for (let start = 0; start < BUYERS; start += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, BUYERS - start) }, async (_, i) => {
          const index = start + i;
          const server = servers[index % servers.length] as Server;
          // Sign-up signs nobody in (decision 036): sign in after it, through the same process.
          // Shopping needs no verified address.
          const { cookie } = await signUpAndSignIn(
            async (url, body) => {
              const answer = await request(server, url, { body });
              const setCookie = answer.response.headers.getSetCookie();
              return { status: answer.status, body: answer.text, setCookie };
            },
            {
              name: `Buyer ${index}`,
              email: `buyer${index}@bench.example.com`,
              password: 'bench-pass-1',
            },
          );
          return { cookie, server };
        }),
      );
      buyers.push(...batch);
    }

    const steps: CheckoutFigure['steps'] = {
      'new order': [],
      'PayPal create': [],
      'approve (sandbox)': [],
      'capture + settle': [],
      checkout: [],
    };
    const timed = async <T>(step: Step, work: () => Promise<T>) => {
      const begin = performance.now();
      const result = await work();
      steps[step].push(performance.now() - begin);
      return result;
    };
    const checkout = async ({ cookie, server }: { cookie: string; server: Server }) => {
      const begin = performance.now();
      const order = await timed('new order', async () => {
        const answer = await request(server, '/api/new-order', {
          cookie,
          body: {
            packageId: pkg.id,
            customerName: 'Bench Buyer',
            address: '1 Load Street',
            cityName: 'Berlin',
            countryName: 'Germany',
          },
        });
        expectStatus(answer, 201, 'new-order');
        return JSON.parse(answer.text) as { _id: string; orderId: string };
      });
      const paypalOrderId = await timed('PayPal create', async () => {
        const answer = await request(server, '/api/paypal/orders', {
          cookie,
          body: { orderId: order._id },
        });
        expectStatus(answer, 200, 'paypal/orders');
        return (JSON.parse(answer.text) as { id: string }).id;
      });
      await timed('approve (sandbox)', async () => {
        const answer = await request(
          sandboxServer ?? server,
          `${SANDBOX_PATH}/checkoutnow/${paypalOrderId}/approve`,
          {
            form: '',
          },
        );
        expectStatus(answer, 303, 'approve');
      });
      await timed('capture + settle', async () => {
        const answer = await request(server, `/api/paypal/orders/${paypalOrderId}/capture`, {
          cookie,
          body: {},
        });
        expectStatus(answer, 200, 'capture');
        if ((JSON.parse(answer.text) as { paymentStatus: string }).paymentStatus !== 'Received') {
          throw new Error('capture: not Received');
        }
      });
      steps.checkout.push(performance.now() - begin);
      return order;
    };

    // Warm-up on every process (JIT, first queries, pools), not measured.
    const placed: Array<{ _id: string; orderId: string }> = [];
    for (const server of servers) {
      const buyer = buyers.find((candidate) => candidate.server === server);
      if (buyer) placed.push(await checkout(buyer));
    }
    for (const list of Object.values(steps)) list.length = 0;

    const transactions = async () => {
      const [row] = await sql`
        select (xact_commit + xact_rollback)::bigint as count from pg_stat_database
        where datname = current_database()`;
      return Number(row?.count ?? 0);
    };
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // statistics are flushed ~1 s
    const transactionsBefore = await transactions();
    const serverCpu = () => servers.reduce((sum, server) => sum + cpuMs(server.child.pid), 0);
    const cpuBefore = serverCpu();
    const runStart = performance.now();
    const results = await Promise.all(
      buyers.map(async (buyer) => {
        const mine = [];
        for (let round = 0; round < ROUNDS; round += 1) mine.push(await checkout(buyer));
        return mine;
      }),
    );
    const seconds = (performance.now() - runStart) / 1000;
    const cpuDuring = serverCpu() - cpuBefore;
    const checkouts = results.flat();
    placed.push(...checkouts);

    // Every order e-mail goes through the job queue: wait until it has drained.
    const drainDeadline = Date.now() + 120_000;
    for (;;) {
      const [pending] = await sql`
        select count(*)::int as count from jobs where status in ('queued', 'running')`;
      if (!pending?.count) break;
      if (Date.now() > drainDeadline) throw new Error(`${pending.count} jobs still pending`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const transactionsAfter = await transactions();

    // -- verification: each order Received exactly once, one capture, one e-mail --
    const problems = new Set<string>();
    const rows = await sql<
      Array<{ id: string; order_id: string; payment_status: string; transaction_id: string | null }>
    >`select id, order_id, payment_status, transaction_id from orders`;
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const order of placed) {
      const row = byId.get(order._id);
      if (row?.payment_status !== 'Received' || !row.transaction_id) problems.add(order.orderId);
    }
    if (rows.length !== placed.length) problems.add(`${rows.length} order rows`);
    const captures = await sql<Array<{ order_id: string; count: number }>>`
      select order_id, count(*)::int as count from paypal_sandbox_captures group by order_id`;
    for (const capture of captures) if (capture.count !== 1) problems.add(capture.order_id);
    const transactionIds = new Set(rows.map((row) => row.transaction_id).filter(Boolean));
    if (transactionIds.size !== rows.length) problems.add('a capture id is shared or missing');
    const mails = new Map<string, number>();
    const outbox = path.join(dataDir, 'outbox');
    for (const file of readdirSync(outbox)) {
      const subject = readFileSync(path.join(outbox, file), 'utf8').match(
        /^Subject: Your LeadVault order ([A-Z0-9]{8})$/m,
      )?.[1];
      if (subject) mails.set(subject, (mails.get(subject) ?? 0) + 1);
    }
    for (const order of placed) if (mails.get(order.orderId) !== 1) problems.add(order.orderId);
    const [failed] = await sql`select count(*)::int as count from jobs where status = 'failed'`;
    if (failed?.count) problems.add(`${failed.count} failed jobs`);

    return {
      label: `PostgreSQL, ${processes} process${processes === 1 ? '' : 'es'}${sandboxApart ? ', PayPal apart' : ''} (HTTP)`,
      checkouts: checkouts.length,
      seconds,
      steps,
      lost: problems.size,
      transactionsPerCheckout: (transactionsAfter - transactionsBefore) / checkouts.length,
      serverCpuMsPerCheckout: cpuDuring > 0 ? cpuDuring / checkouts.length : undefined,
    };
  } finally {
    await Promise.all([...servers, ...(sandboxServer ? [sandboxServer] : [])].map(stopServer));
    await sql.end({ timeout: 1 });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 1 });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs the one- and two-process measurements and prints them beside `inProcess` (the PGlite
 * figure through app.inject). Skipped, saying so, when no PostgreSQL answers.
 */
export async function checkoutProcessesBench(inProcess?: CheckoutFigure) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const figures: CheckoutFigure[] = inProcess ? [inProcess] : [];
  if (await serverAnswers(serverUrl)) {
    for (const processes of process.env.BENCH_APART_ONLY ? [] : [1, 2]) {
      process.stderr.write(`  checkout over HTTP: ${processes} process(es)\n`);
      figures.push(await measure(serverUrl, processes));
    }
    process.stderr.write('  checkout over HTTP: 1 process, the PayPal sandbox in its own\n');
    figures.push(await measure(serverUrl, 1, true));
  } else {
    console.log(`\nNo PostgreSQL answers at ${serverUrl}: the multi-process checkout is skipped.`);
  }

  const widths = [44, 9, 8, 11, 9, 9, 5, 8, 10];
  console.log('');
  console.log(
    `LeadVault checkout throughput: ${BUYERS} concurrent buyers x ${ROUNDS} checkouts (new order, PayPal create, sandbox approval, capture + settle)`,
  );
  console.log('');
  console.log(
    tableLine(
      [
        'setup',
        'checkouts',
        'wall s',
        'checkouts/s',
        'p50 ms',
        'p95 ms',
        'lost',
        'tx/chk',
        'CPU ms/chk',
      ],
      widths,
    ),
  );
  console.log(tableRule(widths));
  for (const figure of figures) {
    console.log(
      tableLine(
        [
          figure.label,
          String(figure.checkouts),
          figure.seconds.toFixed(2),
          (figure.checkouts / figure.seconds).toFixed(1),
          percentile(figure.steps.checkout, 50).toFixed(0),
          percentile(figure.steps.checkout, 95).toFixed(0),
          String(figure.lost),
          figure.transactionsPerCheckout === undefined
            ? '-'
            : figure.transactionsPerCheckout.toFixed(1),
          figure.serverCpuMsPerCheckout === undefined
            ? '-'
            : figure.serverCpuMsPerCheckout.toFixed(0),
        ],
        widths,
      ),
    );
  }
  console.log('');
  const stepWidths = [44, ...CHECKOUT_STEPS.map(() => 17)];
  console.log(tableLine(['p50 / p95 ms per step', ...CHECKOUT_STEPS], stepWidths));
  console.log(tableRule(stepWidths));
  for (const figure of figures) {
    console.log(
      tableLine(
        [
          figure.label,
          ...CHECKOUT_STEPS.map(
            (step) =>
              `${percentile(figure.steps[step], 50).toFixed(0)} / ${percentile(figure.steps[step], 95).toFixed(0)}`,
          ),
        ],
        stepWidths,
      ),
    );
  }
  console.log('');
  const lost = figures.reduce((sum, figure) => sum + figure.lost, 0);
  if (lost > 0) {
    console.error(`FAILED: ${lost} order(s) not Received exactly once with one e-mail.`);
    process.exit(1);
  }
  console.log('OK: every order Received exactly once, one e-mail each, in every setup.');
}
