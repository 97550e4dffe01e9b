/**
 * Storefront speed (issue 14), everything in one run so the figures compare like with like:
 *
 * - Lighthouse mobile (its default: simulated throttling) on a static two-line HTML page served
 *   by a bare Fastify, then `/`, `/pricing` and `/contact` of the production server: the
 *   performance score (target ≥ 95) and LCP (target ≤ 1.5 × the static page's), median of
 *   BENCH_LIGHTHOUSE_RUNS runs; the JS a page sends: every script its load fetched, the ones
 *   imported after the first paint included, as Lighthouse counts it (the transfer size of the
 *   Script requests in its network-requests audit: the compressed body and the response's
 *   headers) against 130 KB. Beside it each script compressed with brotli at quality 11, the body
 *   alone (what apps/web/scripts/first-load-js.mjs reads from a build, without a server).
 *   BENCH_LIST_SCRIPTS=1 lists each page's scripts with their transfer sizes (decision 047).
 * - `GET /api/packages` anonymously under autocannon (BENCH_CONNECTIONS connections for
 *   BENCH_LOAD_SECONDS, after a warm-up), BENCH_LOAD_ROUNDS rounds alternating with the bare
 *   Fastify answering the same bytes from a constant route (medians: a busy machine drifts):
 *   req/s ratio (target ≥ 0.5; the median of each round's ratio) and p99 (target ≤ 10 ms). Beside them the CPU time each process
 *   spent per answer (/proc), which other work on the machine hardly moves. A tiny constant
 *   JSON route is printed too, for scale.
 * - Server RSS (/proc/<pid>/status VmRSS) after start and after the load run (the catalog plus
 *   a few seconds of each public page): target ≤ 400 MB on PGlite; the server on PostgreSQL is
 *   measured beside it when one answers at BENCH_DATABASE_URL (a database is created and
 *   dropped).
 *
 * The servers run as their own processes: `node --v8-pool-size=2 --max-semi-space-size=2
 * --optimize-for-size --import tsx apps/server/src/main.ts` (SERVER_NODE_FLAGS, the flags of
 * `npm start`) with
 * NODE_ENV=production, DEMO=1, a fresh data folder, exactly as `npm start` runs it. Nothing is
 * built here: `apps/web/dist` must exist (`npm run build`).
 *
 *   BENCH_ONLY=storefront npm run bench
 */
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import postgres from 'postgres';
import {
  BENCH_SECRET as AUTH_SECRET,
  type BenchServer,
  freePort,
  percentile,
  printed,
  serverAnswers,
  stopServer,
  tableLine,
  tableRule,
} from './support.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const webDist = path.join(repoRoot, 'apps/web/dist');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 4);
const PAGE_LOAD_SECONDS = Number(process.env.BENCH_PAGE_LOAD_SECONDS ?? 3);
/** Rounds of (bare Fastify, then our server), medians taken: a busy machine drifts. */
const LOAD_ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 5);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PAGES = ['/', '/pricing', '/contact'];
const LIST_SCRIPTS = process.env.BENCH_LIST_SCRIPTS === '1';

const TARGET = {
  score: 95,
  lcpOverStatic: 1.5,
  firstLoadJsKb: 130,
  reqPerSecondRatio: 0.5,
  p99Ms: 10,
  rssMb: 400,
};

type Server = BenchServer;

/**
 * Starts a process with its output going to a file, as a deployed server's goes to its log
 * collector: production writes a line per request, and reading that through a pipe here would
 * take CPU from autocannon, which runs in this process, during our server's rounds only.
 */
function startProcess(
  args: string[],
  env: Record<string, string>,
  port: number,
  logFile: string,
): Server {
  const log = openSync(logFile, 'w');
  const child = spawn('node', args, {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  /** The end of what the process printed so far. */
  const output = () => {
    const size = statSync(logFile).size;
    const length = Math.min(size, 64_000);
    const buffer = Buffer.alloc(length);
    const fd = openSync(logFile, 'r');
    try {
      readSync(fd, buffer, 0, length, size - length);
    } finally {
      closeSync(fd);
    }
    return buffer.toString();
  };
  return { child, base: `http://127.0.0.1:${port}`, output };
}

// Generous: a fresh folder runs initdb, migrations and the demo seed, on a machine that may be busy.
const started = (server: Server, banner: string) => printed(server, banner, 300_000);
const stop = stopServer;

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** RSS once the process has been idle a moment (start-up garbage collected or not, as it is). */
async function settledRssMb(server: Server): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return rssMb(server.child.pid);
}

/** The V8 flags `npm start` and the README's production command give the server (decision 025). */
const SERVER_NODE_FLAGS = ['--v8-pool-size=2', '--max-semi-space-size=2', '--optimize-for-size'];

async function productionServer(dataDir: string, databaseUrl?: string): Promise<Server> {
  const port = await freePort();
  const server = startProcess(
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      AUTH_SECRET,
      DEMO: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    port,
    `${dataDir}.log`,
  );
  await started(server, 'LeadVault is running');
  return server;
}

type Load = {
  reqPerSecond: number;
  p99: number;
  non2xx: number;
  errors: number;
  /**
   * CPU time the server process spent per answer (µs, Linux /proc): unlike req/s and p99 it
   * hardly moves when other work shares the machine.
   */
  cpuMicrosPerRequest: number;
};

/** CPU milliseconds a process has used so far (user + system), from /proc. */
function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function load(server: Server, path: string, seconds: number): Promise<Load> {
  const run = (duration: number) =>
    autocannon({
      url: `${server.base}${path}`,
      connections: CONNECTIONS,
      duration,
      headers: { accept: '*/*' },
    });
  await run(2); // warm-up: JIT, caches
  const cpuBefore = cpuMs(server.child.pid);
  const result = await run(seconds);
  const cpu = cpuMs(server.child.pid) - cpuBefore;
  return {
    cpuMicrosPerRequest: (cpu * 1000) / Math.max(1, result.requests.total),
    reqPerSecond: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The middle of several runs: median req/s and median p99; failures of every run. */
function medianLoad(runs: Load[]): Load {
  return {
    reqPerSecond: percentile(
      runs.map((run) => run.reqPerSecond),
      50,
    ),
    p99: percentile(
      runs.map((run) => run.p99),
      50,
    ),
    cpuMicrosPerRequest: percentile(
      runs.map((run) => run.cpuMicrosPerRequest),
      50,
    ),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

type PageFigure = {
  url: string;
  score: number;
  lcpMs: number;
  /** Every script the page loaded, compressed with brotli (quality 11). */
  scriptBrotliBytes: number;
  /** What the scripts weighed on the wire in Lighthouse's run, headers included: the target's figure. */
  scriptTransferBytes: number;
  scripts: number;
  /** Each script's path and transfer size, largest first. */
  scriptList: Array<{ path: string; transferBytes: number }>;
};

type NetworkRecord = { url: string; resourceType?: string; transferSize?: number };

async function brotliBytes(url: string): Promise<number> {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  return brotliCompressSync(body, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
  }).length;
}

/** Lighthouse's runs that fail to record a page load, tried again before the bench gives up. */
const LIGHTHOUSE_RETRIES = 2;

/**
 * One Lighthouse run. A run whose trace came out unusable (its runtimeError: NO_NAVSTART and
 * the like, seen on a busy machine, the bare static page included) is run again.
 */
async function lighthouseRun(port: number, url: string) {
  for (let attempt = 0; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    const why = lhr?.runtimeError?.message ?? 'no result';
    if (attempt >= LIGHTHOUSE_RETRIES) throw new Error(`Lighthouse failed on ${url}: ${why}`);
    console.error(`Lighthouse failed on ${url} (${why}); running it again.`);
  }
}

/** Lighthouse mobile, its default (simulated throttling), median of the runs. */
async function lighthouseFigure(port: number, url: string): Promise<PageFigure> {
  const scores: number[] = [];
  const lcps: number[] = [];
  let records: NetworkRecord[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    const lhr = await lighthouseRun(port, url);
    scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
    lcps.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
    const details = lhr.audits['network-requests']?.details as
      | { items?: NetworkRecord[] }
      | undefined;
    records = details?.items ?? [];
  }
  const scripts = records.filter((record) => record.resourceType === 'Script');
  const brotli = await Promise.all(scripts.map((script) => brotliBytes(script.url)));
  return {
    url,
    score: percentile(scores, 50),
    lcpMs: percentile(lcps, 50),
    scriptBrotliBytes: brotli.reduce((sum, bytes) => sum + bytes, 0),
    scriptTransferBytes: scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0),
    scripts: scripts.length,
    scriptList: scripts
      .map((script) => ({
        path: new URL(script.url).pathname,
        transferBytes: script.transferSize ?? 0,
      }))
      .sort((a, b) => b.transferBytes - a.transferBytes),
  };
}

type ServerFigure = {
  label: string;
  rssAfterStart: number;
  rssAfterLoad: number;
  catalog: Load;
  /** The bare Fastify's same bytes, in rounds alternating with `catalog`'s. */
  yardstick: Load;
  /**
   * The median of each round's req/s over the bare Fastify's just before it: a round and its
   * yardstick see the same machine, where the medians of each side may come from calmer and
   * busier moments.
   */
  ratio: number;
  pages: Array<{ path: string; load: Load }>;
};

/**
 * The catalog under load in rounds alternating with the bare Fastify's same bytes, then each
 * public page for a few seconds; RSS before and after.
 */
async function serverFigure(label: string, server: Server, bare: Server, rssAfterStart: number) {
  const ours: Load[] = [];
  const theirs: Load[] = [];
  for (let round = 0; round < LOAD_ROUNDS; round += 1) {
    theirs.push(await load(bare, '/api/packages', LOAD_SECONDS));
    ours.push(await load(server, '/api/packages', LOAD_SECONDS));
  }
  const ratios = ours.map(
    (round, index) => round.reqPerSecond / (theirs[index]?.reqPerSecond ?? 1),
  );
  const pages: ServerFigure['pages'] = [];
  for (const page of PAGES) {
    pages.push({ path: page, load: await load(server, page, PAGE_LOAD_SECONDS) });
  }
  return {
    label,
    rssAfterStart,
    rssAfterLoad: await settledRssMb(server),
    catalog: medianLoad(ours),
    yardstick: medianLoad(theirs),
    ratio: percentile(ratios, 50),
    pages,
  };
}

async function onPostgres(run: (databaseUrl: string) => Promise<ServerFigure>) {
  if (!(await serverAnswers(SERVER_URL))) return undefined;
  const name = `leadvault_bench_storefront_${process.pid}_${Date.now()}`;
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

export async function storefrontBench() {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    console.error(
      '\nThe storefront benchmark needs the production build of the web app, and apps/web/dist is missing: run `npm run build` first.',
    );
    process.exitCode = 1;
    return;
  }
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'leadvault-bench-storefront-'));
  const servers: Server[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const pglite = await productionServer(path.join(scratch, 'pglite'));
    servers.push(pglite);
    const pgliteRssAfterStart = await settledRssMb(pglite);

    // The bare yardstick answers the catalog's own bytes.
    const catalogFile = path.join(scratch, 'catalog.json');
    writeFileSync(catalogFile, await (await fetch(`${pglite.base}/api/packages`)).text());
    const barePort = await freePort();
    const bare = startProcess(
      ['scripts/bench/bare-fastify.mjs'],
      { BARE_CATALOG_FILE: catalogFile },
      barePort,
      path.join(scratch, 'bare.log'),
    );
    servers.push(bare);
    await started(bare, 'bare fastify listening');

    let staticPage: PageFigure | undefined;
    const pages: PageFigure[] = [];
    if (LIGHTHOUSE_RUNS > 0) {
      chrome = await chromeLauncher.launch({
        chromePath: CHROME_PATH,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      });
      staticPage = await lighthouseFigure(chrome.port, `${bare.base}/`);
      for (const page of PAGES) {
        pages.push(await lighthouseFigure(chrome.port, `${pglite.base}${page}`));
      }
      await chrome.kill();
      chrome = undefined;
    }

    const bareConstant = await load(bare, '/api/constant', LOAD_SECONDS);
    const figures = [await serverFigure('LeadVault on PGlite', pglite, bare, pgliteRssAfterStart)];
    await stop(pglite);

    const postgresFigure = await onPostgres(async (databaseUrl) => {
      const server = await productionServer(path.join(scratch, 'postgres'), databaseUrl);
      servers.push(server);
      const figure = await serverFigure(
        'LeadVault on PostgreSQL',
        server,
        bare,
        await settledRssMb(server),
      );
      await stop(server);
      return figure;
    });
    if (postgresFigure) figures.push(postgresFigure);
    await stop(bare);

    report({ staticPage, pages, bareConstant, figures });
  } finally {
    await chrome?.kill();
    for (const server of servers) await stop(server);
    rmSync(scratch, { recursive: true, force: true });
  }
}

type Table = {
  table: (rows: string[][]) => void;
  verdict: (ok: boolean, what: string) => string;
  kb: (bytes: number) => string;
};

function lighthouseTable(
  staticPage: PageFigure,
  pages: PageFigure[],
  { table, verdict, kb }: Table,
) {
  const lcpLimit = staticPage.lcpMs * TARGET.lcpOverStatic;

  console.log('');
  console.log(
    `LeadVault storefront benchmark: production build, Lighthouse mobile (simulated throttling, median of ${LIGHTHOUSE_RUNS}), Chromium ${CHROME_PATH}`,
  );
  console.log('');
  table([
    ['page', 'score', 'LCP ms', 'LCP / static', 'JS sent KB', 'JS brotli KB', 'scripts', 'verdict'],
    [
      'static two-line page (bare Fastify)',
      String(staticPage.score),
      staticPage.lcpMs.toFixed(0),
      '1.00',
      kb(staticPage.scriptTransferBytes),
      kb(staticPage.scriptBrotliBytes),
      String(staticPage.scripts),
      '',
    ],
    ...pages.map((page) => {
      const ok = [
        verdict(page.score >= TARGET.score, `${page.url}: score ${page.score} < ${TARGET.score}`),
        verdict(
          page.lcpMs <= lcpLimit,
          `${page.url}: LCP ${page.lcpMs.toFixed(0)} ms > ${lcpLimit.toFixed(0)} ms`,
        ),
        verdict(
          page.scriptTransferBytes <= TARGET.firstLoadJsKb * 1024,
          `${page.url}: JS sent ${kb(page.scriptTransferBytes)} KB > ${TARGET.firstLoadJsKb} KB`,
        ),
      ];
      return [
        new URL(page.url).pathname,
        String(page.score),
        page.lcpMs.toFixed(0),
        (page.lcpMs / staticPage.lcpMs).toFixed(2),
        kb(page.scriptTransferBytes),
        kb(page.scriptBrotliBytes),
        String(page.scripts),
        ok.every((value) => value === 'ok') ? 'ok' : 'MISS',
      ];
    }),
    [
      'target',
      `≥ ${TARGET.score}`,
      `≤ ${lcpLimit.toFixed(0)}`,
      `≤ ${TARGET.lcpOverStatic}`,
      `≤ ${TARGET.firstLoadJsKb}`,
      '',
      '',
      '',
    ],
  ]);
  if (!LIST_SCRIPTS) return;
  for (const page of pages) {
    console.log(
      `\nScripts of ${new URL(page.url).pathname} (transfer bytes, as Lighthouse counts them):`,
    );
    for (const script of page.scriptList) {
      console.log(`${String(script.transferBytes).padStart(8)}  ${script.path}`);
    }
  }
}

function report({
  staticPage,
  pages,
  bareConstant,
  figures,
}: {
  /** Undefined when BENCH_LIGHTHOUSE_RUNS=0 (the server figures alone). */
  staticPage: PageFigure | undefined;
  pages: PageFigure[];
  bareConstant: Load;
  figures: ServerFigure[];
}) {
  const misses: string[] = [];
  const table = (rows: string[][]) => {
    const widths = (rows[0] ?? []).map((_, column) =>
      Math.max(...rows.map((row) => row[column]?.length ?? 0)),
    );
    console.log(tableLine(rows[0] ?? [], widths));
    console.log(tableRule(widths));
    for (const row of rows.slice(1)) console.log(tableLine(row, widths));
  };
  const verdict = (ok: boolean, what: string) => {
    if (!ok) misses.push(what);
    return ok ? 'ok' : 'MISS';
  };
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  if (staticPage) lighthouseTable(staticPage, pages, { table, verdict, kb });
  else console.log('\nLighthouse skipped (BENCH_LIGHTHOUSE_RUNS=0).');

  console.log('');
  console.log(
    `GET /api/packages, anonymous: autocannon, ${CONNECTIONS} connections, ${LOAD_ROUNDS} rounds of ${LOAD_SECONDS} s (each after a 2 s warm-up) alternating with the bare Fastify answering the same bytes; medians (× bare: the median of each round's ratio to the bare round before it)`,
  );
  console.log('');
  const loadRow = (
    label: string,
    figure: Load,
    yardstick: Load,
    judged: boolean,
    ratio = figure.reqPerSecond / yardstick.reqPerSecond,
  ) => {
    const failures = figure.non2xx + figure.errors;
    const ok = judged
      ? [
          verdict(
            ratio >= TARGET.reqPerSecondRatio,
            `${label}: ${ratio.toFixed(2)} × bare Fastify < ${TARGET.reqPerSecondRatio}`,
          ),
          verdict(figure.p99 <= TARGET.p99Ms, `${label}: p99 ${figure.p99} ms > ${TARGET.p99Ms}`),
          verdict(failures === 0, `${label}: ${failures} failed answers`),
        ].every((value) => value === 'ok')
      : true;
    return [
      label,
      figure.reqPerSecond.toFixed(0),
      String(figure.p99),
      ratio.toFixed(2),
      figure.cpuMicrosPerRequest.toFixed(0),
      (yardstick.cpuMicrosPerRequest / figure.cpuMicrosPerRequest).toFixed(2),
      String(failures),
      judged ? (ok ? 'ok' : 'MISS') : '',
    ];
  };
  table([
    ['server', 'req/s', 'p99 ms', '× bare', 'CPU µs/req', 'bare CPU ÷ ours', 'failed', 'verdict'],
    ...figures.flatMap((figure) => [
      loadRow(
        `bare Fastify, same bytes (beside ${figure.label})`,
        figure.yardstick,
        figure.yardstick,
        false,
      ),
      loadRow(figure.label, figure.catalog, figure.yardstick, true, figure.ratio),
    ]),
    loadRow(
      'bare Fastify, {"hello":"world"} (for scale)',
      bareConstant,
      figures[0]?.yardstick ?? bareConstant,
      false,
    ),
    ['target', '', `≤ ${TARGET.p99Ms}`, `≥ ${TARGET.reqPerSecondRatio}`, '', '', '0', ''],
  ]);

  console.log('');
  console.log(
    `Server memory (VmRSS, MB): after start, and after the load run (the catalog, then each public page for ${PAGE_LOAD_SECONDS} s)`,
  );
  console.log('');
  table([
    ['server', 'after start', 'after load', ...PAGES.map((page) => `${page} req/s`), 'verdict'],
    ...figures.map((figure) => {
      // The target is PGlite's (the embedded default); PostgreSQL's figure is reported.
      const judged = figure.label.includes('PGlite');
      const ok = judged
        ? [
            verdict(
              figure.rssAfterStart <= TARGET.rssMb,
              `${figure.label}: ${figure.rssAfterStart.toFixed(0)} MB after start > ${TARGET.rssMb}`,
            ),
            verdict(
              figure.rssAfterLoad <= TARGET.rssMb,
              `${figure.label}: ${figure.rssAfterLoad.toFixed(0)} MB after load > ${TARGET.rssMb}`,
            ),
          ].every((value) => value === 'ok')
        : true;
      return [
        figure.label,
        figure.rssAfterStart.toFixed(0),
        figure.rssAfterLoad.toFixed(0),
        ...figure.pages.map((page) =>
          page.load.non2xx + page.load.errors > 0
            ? `${page.load.reqPerSecond.toFixed(0)} (${page.load.non2xx + page.load.errors} failed)`
            : page.load.reqPerSecond.toFixed(0),
        ),
        judged ? (ok ? 'ok' : 'MISS') : '',
      ];
    }),
    ['target', `≤ ${TARGET.rssMb}`, `≤ ${TARGET.rssMb}`, ...PAGES.map(() => ''), ''],
  ]);
  if (figures.length === 1) {
    console.log(`\nNo PostgreSQL answers at ${SERVER_URL}: PGlite alone.`);
  }
  console.log('');
  if (misses.length > 0) {
    console.error(`MISSED: ${misses.length} target(s)\n  ${misses.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('OK: every storefront target met.');
  }
}
