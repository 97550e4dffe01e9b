import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * Issue 15: two real server processes started at the same moment on one fresh PostgreSQL
 * database, as behind a load balancer (one PUBLIC_URL, TRUST_PROXY). Whatever one process does,
 * the other serves: sessions, content edits (within a second), uploads, the contact form's
 * limit, PayPal payments (the sandbox's orders are in the database); and a process killed with
 * SIGKILL loses nothing the other cannot serve. Idempotency keys and rate limits (contact form,
 * sign-in) are shared through the database.
 *
 * When Debian's nginx is installed, deploy/nginx/leadvault.conf (ports and paths replaced) runs
 * in front of both: the client address the processes see is the one nginx wrote (a spoofed
 * X-Forwarded-For is not believed), and requests keep succeeding while each process in turn is
 * stopped with SIGTERM and started again (a rolling restart).
 *
 * Runs in the PostgreSQL pass of `npm test` (TEST_DB_KIND=postgres), on its own database.
 */

const serverRoot = path.resolve(import.meta.dirname, '..');
const onPostgres = Boolean(inject('databaseUrl'));
const AUTH_SECRET = 'two-processes-share-this-secret-of-32-characters';
const repoRoot = path.resolve(serverRoot, '../..');

/** Debian's nginx, when installed (on the PATH, or in /usr/sbin, which users' PATHs may lack). */
const nginxBinary = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin']
  .map((folder) => path.join(folder, 'nginx'))
  .find((candidate) => existsSync(candidate));

type Server = {
  name: string;
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function start(name: string, port: number, env: Record<string, string>): Server {
  const child = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `lv-2p-${name}-`)),
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
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name, child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function started(server: Server) {
  const deadline = Date.now() + 50_000;
  while (!server.output().includes('LeadVault is running') && Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(server.output(), server.name).toContain('LeadVault is running');
}

let publicUrl = '';
let clientCounter = 0;
/** A distinct client address per call (this test's address is a trusted proxy), unless given. */
const nextAddress = () => {
  clientCounter += 1;
  return `10.15.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
};

async function call(
  server: Server,
  url: string,
  options: {
    method?: string;
    body?: unknown;
    cookie?: string;
    address?: string;
    headers?: Record<string, string>;
    raw?: string | FormData;
  } = {},
) {
  const headers: Record<string, string> = {
    origin: publicUrl,
    'x-forwarded-for': options.address ?? nextAddress(),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  };
  return fetch(`${server.base}${url}`, {
    method:
      options.method ?? (options.body !== undefined || options.raw !== undefined ? 'POST' : 'GET'),
    headers,
    body: options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    redirect: 'manual',
  });
}

async function signIn(server: Server, email: string, password: string): Promise<string> {
  const response = await call(server, '/api/auth/sign-in/email', { body: { email, password } });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

describe.runIf(onPostgres)('two server processes on one PostgreSQL database', () => {
  let sql: postgres.Sql;
  let admin: postgres.Sql;
  let databaseName = '';
  let a: Server;
  let b: Server;
  let serverEnv: Record<string, string> = {};
  const ports = { a: 0, b: 0 };

  beforeAll(async () => {
    const serverUrl =
      process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    databaseName = `leadvault_two_processes_${process.pid}_${Date.now()}`;
    await admin.unsafe(`create database "${databaseName}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    sql = postgres(url.toString(), { max: 2, onnotice: () => {} });

    ports.a = await freePort();
    ports.b = await freePort();
    // One address for the store, as a load balancer in front of both would give.
    publicUrl = `http://127.0.0.1:${ports.a}`;
    serverEnv = {
      DATABASE_URL: url.toString(),
      PUBLIC_URL: publicUrl,
      AUTH_SECRET,
      // nginx's hop (and this test's own address, for the calls made straight to a process).
      TRUST_PROXY: '127.0.0.1',
      DEMO: '1',
      // A proxy in front counts as public exposure; here it is this test's own nginx.
      ALLOW_PUBLIC_DEMO: '1',
      // This test is about two processes sharing one database: reveals sell the demo's statuses
      // as they are, not after a check a loaded machine may not finish within a reveal's bound.
      VERIFY_METHOD: 'off',
    };
    // The same moment, on an empty database: migrations, seeds and the demo accounts race.
    a = start('a', ports.a, serverEnv);
    b = start('b', ports.b, serverEnv);
    await Promise.all([started(a), started(b)]);
  }, 60_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      if (server && server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
    await sql?.end({ timeout: 1 });
    if (databaseName) await admin.unsafe(`drop database if exists "${databaseName}" with (force)`);
    await admin?.end({ timeout: 1 });
  }, 30_000);

  it('both start and answer healthy, having seeded once', async () => {
    for (const server of [a, b]) {
      const health = await call(server, '/api/health');
      expect(health.status, server.name).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'postgres' });
    }
    const accounts = await sql`select email from "user" order by email`;
    expect(accounts.map((row) => row.email)).toEqual(['admin@example.com', 'customer@example.com']);
    const [faqs] = await sql`select count(*)::int as count from faqs`;
    const [leads] = await sql`select count(*)::int as count from leads`;
    expect(faqs?.count).toBeGreaterThan(0);
    expect(leads?.count).toBe(3000);
  });

  it('takes a session made on one process on the other', async () => {
    const cookie = await signIn(a, 'customer@example.com', 'customer-demo-123');
    const me = await call(b, '/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(
      'customer@example.com',
    );
  });

  it('serves a content edit made on one process from the other within a second', async () => {
    const cookie = await signIn(a, 'admin@example.com', 'admin-demo-123');
    const before = (await (await call(b, '/api/faqs')).json()) as Array<{
      _id: string;
      question: string;
      answer: string;
    }>;
    await call(b, '/api/faqs'); // now cached on b
    const faq = before[0];
    if (!faq) throw new Error('no seeded faq');
    const question = `Asked on process a at ${Date.now()}?`;
    const edited = await call(a, `/api/faq/${faq._id}`, {
      method: 'PUT',
      cookie,
      body: { question, answer: faq.answer },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const saved = Date.now();
    let seen = false;
    while (!seen && Date.now() - saved < 1_000) {
      const list = (await (await call(b, '/api/faqs')).json()) as Array<{ question: string }>;
      seen = list.some((item) => item.question === question);
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(seen, 'process b served the edit within a second').toBe(true);
  });

  it('serves an upload made through one process from the other', async () => {
    const cookie = await signIn(a, 'customer@example.com', 'customer-demo-123');
    const png = await sharp({
      create: { width: 20, height: 10, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
    const uploaded = await call(a, '/api/upload', { cookie, raw: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { url } = ((await uploaded.json()) as { file: { url: string } }).file;
    const fromA = await call(a, url);
    const fromB = await call(b, url);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it("counts the contact form's limit across both processes", async () => {
    const address = '10.99.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const server = attempt % 2 === 0 ? a : b;
      const response = await call(server, '/api/add-contact-message', {
        address,
        body: {
          name: 'Ada',
          email: 'ada@mail.example.co.uk',
          subject: 'Two processes',
          message: `Attempt ${attempt}`,
        },
      });
      statuses.push(response.status);
    }
    // Five per minute per address in all, whichever process answers.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it("counts sign-in's limit across both processes", async () => {
    const address = '10.99.0.2';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await call(attempt % 2 === 0 ? a : b, '/api/auth/sign-in/email', {
        address,
        body: { email: 'customer@example.com', password: `wrong-password-${attempt}` },
      });
      statuses.push(response.status);
    }
    // Ten a minute per address (better-auth's counts, in the database), whichever process.
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('charges a reveal sent with one Idempotency-Key to both processes at once, once', async () => {
    const cookie = await signIn(a, 'customer@example.com', 'customer-demo-123');
    const [person] = await sql`
      select p.user_id, p.user_point from profiles p join "user" u on u.id = p.user_id
      where u.email = 'customer@example.com'`;
    if (!person) throw new Error('no demo customer');
    expect(person.user_point).toBeGreaterThanOrEqual(2);
    const leadIds = (
      await sql`
        select id from leads where suppressed_at is null
          and email_status in ('valid', 'accept_all') and id not in (
          select lead_id from credit_ledger where user_id = ${person.user_id} and lead_id is not null)
        order by id limit 2`
    ).map((row) => row.id as string);
    expect(leadIds).toHaveLength(2);
    const key = `two-processes-${Date.now()}`;
    const reveal = (server: Server) =>
      call(server, '/api/leads/reveal', {
        cookie,
        body: { leadIds },
        headers: { 'idempotency-key': key },
      });

    const answers = await Promise.all([reveal(a), reveal(b)]);
    const statuses = answers.map((answer) => answer.status);
    // One runs it; the other replays its answer, or is told it is still running.
    expect(statuses, JSON.stringify(statuses)).toContain(200);
    for (const status of statuses) expect([200, 409]).toContain(status);
    const first = answers.find((answer) => answer.status === 200);
    const firstBody = (await first?.json()) as { charged: number };
    expect(firstBody.charged).toBe(2);

    const charges = await sql`
      select count(*)::int as count from credit_ledger
      where user_id = ${person.user_id} and reason = 'reveal' and lead_id in ${sql(leadIds)}`;
    expect(charges[0]?.count).toBe(2);
    const [after] = await sql`select user_point from profiles where user_id = ${person.user_id}`;
    expect(after?.user_point).toBe(person.user_point - 2);

    // The key's answer is kept in the database: either process replays it, charging nothing.
    for (const server of [a, b]) {
      const again = await reveal(server);
      expect(again.status, server.name).toBe(200);
      expect(again.headers.get('idempotent-replayed'), server.name).toBe('true');
      expect(await again.json()).toEqual(firstBody);
    }
    const [unchanged] =
      await sql`select user_point from profiles where user_id = ${person.user_id}`;
    expect(unchanged?.user_point).toBe(person.user_point - 2);
  });

  /** An order placed and its PayPal order made and approved, through the given processes. */
  async function approvedPayment(cookie: string, via: { place: Server; approve: Server }) {
    const packages = (await (await call(via.place, '/api/packages')).json()) as Array<{
      _id: string;
    }>;
    const pkg = packages[0];
    if (!pkg) throw new Error('no package');
    const placed = await call(via.place, '/api/new-order', {
      cookie,
      body: {
        packageId: pkg._id,
        customerName: 'Ada Lovelace',
        address: '12 Analytical Street',
        cityName: 'London',
        countryName: 'United Kingdom',
      },
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const order = (await placed.json()) as { _id: string };
    const paypal = await call(via.place, '/api/paypal/orders', {
      cookie,
      body: { orderId: order._id },
    });
    expect(paypal.status, await paypal.clone().text()).toBe(200);
    const { id } = (await paypal.json()) as { id: string };
    const approved = await call(via.approve, `/sandbox/paypal/checkoutnow/${id}/approve`, {
      raw: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(approved.status).toBe(303);
    return { orderId: order._id, paypalOrderId: id };
  }

  const capture = (server: Server, cookie: string, paypalOrderId: string) =>
    call(server, `/api/paypal/orders/${paypalOrderId}/capture`, { cookie, body: {} });

  it('settles a payment started on one process and captured on both at once, once', async () => {
    const cookie = await signIn(a, 'customer@example.com', 'customer-demo-123');
    const { orderId, paypalOrderId } = await approvedPayment(cookie, { place: a, approve: b });
    const answers = await Promise.all([
      capture(a, cookie, paypalOrderId),
      capture(b, cookie, paypalOrderId),
    ]);
    expect(answers.map((answer) => answer.status)).toContain(200);
    const captures = await sql`
      select id from paypal_sandbox_captures where order_id = ${paypalOrderId}`;
    expect(captures).toHaveLength(1);
    await expect
      .poll(async () => {
        const [row] = await sql`
          select payment_status, transaction_id from orders where id = ${orderId}`;
        return row;
      })
      .toMatchObject({ payment_status: 'Received', transaction_id: captures[0]?.id });
  });

  describe.runIf(nginxBinary)('behind nginx (deploy/nginx/leadvault.conf)', () => {
    let nginx: Server | undefined;
    let nginxPort = 0;
    let prefix = '';

    beforeAll(async () => {
      nginxPort = await freePort();
      prefix = mkdtempSync(path.join(os.tmpdir(), 'lv-2p-nginx-'));
      for (const folder of ['cache', 'temp']) mkdirSync(path.join(prefix, folder));
      // The shipped file, with this test's ports and a cache folder nginx may write.
      const site = readFileSync(path.join(repoRoot, 'deploy/nginx/leadvault.conf'), 'utf8')
        .replace(
          /^(\s*)server 127\.0\.0\.1:3001 (.*)\n\s*server 127\.0\.0\.1:3002 .*$/m,
          `$1server 127.0.0.1:${ports.a} $2\n$1server 127.0.0.1:${ports.b} $2`,
        )
        .replace(/^\s*listen \[::\]:80;\n/m, '')
        .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${nginxPort};`)
        .replace('/var/cache/nginx/leadvault', path.join(prefix, 'cache'));
      expect(site, 'the template still has its two upstream lines').toContain(`:${ports.b} `);
      const temp = (kind: string) => `${kind}_temp_path ${path.join(prefix, 'temp', kind)};`;
      writeFileSync(
        path.join(prefix, 'nginx.conf'),
        [
          'worker_processes 1;',
          'events { worker_connections 128; }',
          'http {',
          '  access_log off;',
          `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
          site,
          '}',
        ].join('\n'),
      );
      const child = spawn(
        nginxBinary as string,
        [
          '-e',
          'stderr',
          '-p',
          prefix,
          '-c',
          path.join(prefix, 'nginx.conf'),
          '-g',
          `daemon off; pid ${path.join(prefix, 'nginx.pid')}; error_log stderr warn;`,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout?.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr?.on('data', (chunk) => {
        output += chunk;
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      nginx = { name: 'nginx', child, base: '', output: () => output, exited };
      const deadline = Date.now() + 10_000;
      for (;;) {
        const health = await viaNginx('/api/health').catch(() => undefined);
        if (health?.status === 200) break;
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`nginx did not start: ${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }, 20_000);

    afterAll(async () => {
      if (nginx && nginx.child.exitCode === null) {
        nginx.child.kill('SIGQUIT');
        await nginx.exited;
      }
      if (prefix) rmSync(prefix, { recursive: true, force: true });
    });

    /**
     * A request to nginx from `from` (any 127.x address: this machine's loopback), so the
     * client's own address differs from the proxy's 127.0.0.1 as it would on the Internet.
     */
    function viaNginx(
      url: string,
      options: {
        method?: string;
        body?: unknown;
        from?: string;
        headers?: Record<string, string>;
      } = {},
    ): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      return new Promise((resolve, reject) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port: nginxPort,
            path: url,
            method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
            localAddress: options.from ?? '127.0.0.5',
            agent: false,
            headers: {
              origin: publicUrl,
              ...(payload === undefined
                ? {}
                : {
                    'content-type': 'application/json',
                    'content-length': String(Buffer.byteLength(payload)),
                  }),
              ...options.headers,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                text: Buffer.concat(chunks).toString('utf8'),
              }),
            );
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(payload);
      });
    }

    const contact = (from: string, spoofed: string) =>
      viaNginx('/api/add-contact-message', {
        from,
        headers: { 'x-forwarded-for': spoofed },
        body: {
          name: 'Grace',
          email: 'grace@mail.example.co.uk',
          subject: 'Through nginx',
          message: `From ${from}, claiming ${spoofed}`,
        },
      });

    it('counts each client by the address nginx saw, not the one it claims', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        // A new made-up address each time: were it believed, no limit would ever apply.
        statuses.push((await contact('127.0.0.5', `10.66.0.${attempt + 1}`)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      // Another client through the same proxy has its own count.
      expect((await contact('127.0.0.6', '127.0.0.5')).status).toBe(200);
      const keys = await sql`
        select key, count::int as count from rate_limit
        where key like 'contact:127.0.0.%' or key like 'contact:10.66.%' order by key`;
      expect(keys.map((row) => [row.key, row.count])).toEqual([
        ['contact:127.0.0.5', 6],
        ['contact:127.0.0.6', 1],
      ]);
    });

    it('keeps answering while one process is stopped with SIGTERM and started again', async () => {
      const cookie = await signIn(a, 'customer@example.com', 'customer-demo-123');
      const failures: string[] = [];
      let answered = 0;
      let running = true;
      // Two clients asking all the time: a page of content, and the signed-in person.
      const client = async (url: string, headers: Record<string, string>) => {
        while (running) {
          const response = await viaNginx(url, { headers }).catch(
            (error: Error) => ({ status: 0, text: error.message }) as const,
          );
          if (response.status === 200) answered += 1;
          else failures.push(`${url} ${response.status} ${response.text.slice(0, 120)}`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      const clients = [client('/api/faqs', {}), client('/api/me', { cookie })];

      // A rolling restart's step (the next process would follow once this one is healthy).
      const stopping = performance.now();
      b.child.kill('SIGTERM');
      expect(await b.exited, 'b exits cleanly on SIGTERM').toBe(0);
      const stopped = performance.now();
      const whileDown = answered;
      b = start('b', ports.b, serverEnv);
      await started(b);
      expect(answered, 'requests answered while b was down').toBeGreaterThan(whileDown);
      // Once b is back, nginx uses it at once (max_fails=0): a's turn could come now.
      const [health] = await Promise.all([
        call(b, '/api/health'),
        new Promise((resolve) => setTimeout(resolve, 300)),
      ]);
      running = false;
      await Promise.all(clients);
      expect(health.status).toBe(200);
      expect(failures, nginx?.output()).toEqual([]);
      console.log(
        `rolling restart of b: stopped in ${Math.round(stopped - stopping)} ms, back in ${Math.round(performance.now() - stopped)} ms, ${answered} requests answered through nginx`,
      );
    }, 40_000);
  });

  it('loses nothing the other process cannot serve when one is killed with SIGKILL', async () => {
    const cookie = await signIn(a, 'customer@example.com', 'customer-demo-123');
    const pending = await approvedPayment(cookie, { place: a, approve: a });
    const faqs = await (await call(a, '/api/faqs')).text();

    a.child.kill('SIGKILL');
    await a.exited;

    // Its session, its PayPal order (approved there, captured here) and its content.
    expect((await call(b, '/api/me', { cookie })).status).toBe(200);
    const captured = await capture(b, cookie, pending.paypalOrderId);
    expect(captured.status, await captured.clone().text()).toBe(200);
    const [row] = await sql`select payment_status from orders where id = ${pending.orderId}`;
    expect(row?.payment_status).toBe('Received');
    expect(await (await call(b, '/api/faqs')).text()).toBe(faqs);
    expect((await call(b, '/api/health')).status).toBe(200);
  });
});

describe.skipIf(onPostgres)('two server processes (PostgreSQL only)', () => {
  it.skip('runs in the PostgreSQL pass: TEST_DB_KIND=postgres npx vitest run --project server test/two-processes.test.ts', () => {});
});
