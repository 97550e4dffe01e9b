/**
 * Bulk enrichment (LEADS.md "E-mail finder and bulk enrichment": "1,000 rows of which half are
 * not in our leads, against the mail sandbox with 50 ms per reply: ≤ 60 s end to end on
 * PostgreSQL"), on PostgreSQL and PGlite side by side, against the slow peers of the
 * verification bench (slow-mail-peers.ts: only `ok…` mailboxes exist, every reply 50 ms late).
 *
 * Per database: 500 leads of ours on 50 fresh domains (`ok<i>.person@…`, checked by us today),
 * and a CSV of 1,000 rows: those 500 people, 400 people we do not hold whose first.last
 * address exists (`Ok<j> Smith`), and 100 whose every candidate is refused (`Gone<j> Smith`).
 * End to end: the upload through the API, the quote, the commit, the job (run by the app's
 * queue) and the result file downloaded. Then the counts and the charge must be exact: 900
 * found, 900 credits, every found row's address the one expected.
 *
 *   BENCH_ONLY=enrichment npm run bench
 *   BENCH_ENRICH_ON=postgres,pglite
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Enrichment, EnrichmentQuote } from '@leadvault/contract';
import { parse } from 'csv-parse/sync';
import { changeCredits } from '../../apps/server/src/modules/credits/index.ts';
import { enrichmentTuning } from '../../apps/server/src/modules/enrichments/index.ts';
import { insertLeads, type LeadValues } from '../../apps/server/src/modules/leads/test-leads.ts';
import {
  DELAY_MS,
  domain,
  onEachDatabaseWithPeers,
  type SlowPeer,
  slowPeerEnv,
} from './slow-mail-peers.ts';
import {
  benchAccount,
  loadLine,
  DATABASE_NAMES as NAMES,
  BENCH_ORIGIN as ORIGIN,
  secondsSince,
  tableLine,
  tableRule,
  withBenchApp,
} from './support.ts';

const OURS = 500;
const NEW_FOUND = 400;
const NEW_MISSING = 100;
const DOMAINS = 50;
const DOMAIN_BASE = 3_000;
const TARGET_SECONDS = 60;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASES = (process.env.BENCH_ENRICH_ON ?? 'postgres,pglite').split(',');

const benchStart = performance.now();
const progress = (message: string) =>
  process.stderr.write(`  [${secondsSince(benchStart).toFixed(0).padStart(4)} s] ${message}\n`);
const domainOf = (i: number) => domain(DOMAIN_BASE + (i % DOMAINS));

type Run = {
  kind: 'postgres' | 'pglite';
  seconds: number;
  /** Of which: upload + quote, the job, the download. */
  uploadSeconds: number;
  jobSeconds: number;
  downloadSeconds: number;
  sessions: number;
  report: Enrichment;
  quote: EnrichmentQuote;
  load: string;
  problems: string[];
};

/** The CSV: our 500 people, then 400 found by pattern and 100 found nowhere, interleaved. */
function peopleCsv(): string {
  const lines = ['First name,Last name,Company domain'];
  for (let i = 0; i < OURS; i += 1) lines.push(`Ok${i},Person,${domainOf(i)}`);
  for (let j = 0; j < NEW_FOUND + NEW_MISSING; j += 1) {
    const first = j % 5 === 4 ? `Gone${j}` : `Ok${j}x`;
    lines.push(`${first},Smith,${domainOf(j)}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

function multipart(content: string, filename: string) {
  const boundary = `----leadvaultbench${Date.now().toString(36)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function measureOn(kind: Run['kind'], peer: SlowPeer, dnsServer: string): Promise<Run> {
  const loadAtStart = os.loadavg()[0] ?? 0;
  const problems: string[] = [];
  return withBenchApp(
    {
      kind,
      serverUrl: SERVER_URL,
      folderPrefix: 'leadvault-enrich-bench-',
      maxConnections: 10,
      env: slowPeerEnv(peer, dnsServer),
      jobs: { pollIntervalMs: false },
    },
    async ({ app, database }) => {
      progress(`${kind}: ${OURS} leads of ours on ${DOMAINS} domains`);
      const today = new Date();
      const ours: LeadValues[] = Array.from({ length: OURS }, (_, i) => ({
        firstName: `Ok${i}`,
        lastName: 'Person',
        email: `ok${i}.person@${domainOf(i)}`,
        companyDomain: domainOf(i),
        companyName: `Company ${i % DOMAINS}`,
        emailStatus: 'valid' as const,
        verifiedAt: today,
        verificationReason: 'mailbox_exists',
      }));
      await insertLeads(database, ours);
      const { cookie, userId } = await benchAccount(app, database, {
        name: 'Bench Customer',
        email: 'enrich@bench.example.com',
        password: 'bench-pass-1',
        verified: true,
      });
      await changeCredits(database.db, {
        userId,
        delta: 2_000,
        reason: 'staff',
        actor: null,
        note: 'Benchmark credits',
      });
      const headers = { cookie, origin: ORIGIN };
      peer.reset();
      progress(`${kind}: enriching ${OURS + NEW_FOUND + NEW_MISSING} rows`);
      const begin = performance.now();
      const body = multipart(peopleCsv(), 'people.csv');
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/enrichments',
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      const id = uploaded.json()._id as string;
      const quoted = await app.inject({ url: `/api/enrichments/${id}/quote`, headers });
      const quote = quoted.json() as EnrichmentQuote;
      const committed = await app.inject({
        method: 'POST',
        url: `/api/enrichments/${id}/commit`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ maxCredits: 2_000 }),
      });
      if (
        uploaded.statusCode !== 201 ||
        quoted.statusCode !== 200 ||
        committed.statusCode !== 202
      ) {
        problems.push(
          `${kind}: upload ${uploaded.statusCode}, quote ${quoted.statusCode}, commit ${committed.statusCode} ${committed.body.slice(0, 200)}`,
        );
      }
      const uploadSeconds = secondsSince(begin);
      const jobStart = performance.now();
      await app.jobs.drain();
      const jobSeconds = secondsSince(jobStart);
      const downloadStart = performance.now();
      const report = (
        await app.inject({ url: `/api/enrichments/${id}`, headers })
      ).json() as Enrichment;
      const result = await app.inject({ url: `/api/enrichments/${id}/result`, headers });
      const downloadSeconds = secondsSince(downloadStart);
      const seconds = secondsSince(begin);

      const rows = parse(result.body, { bom: true }) as string[][];
      const expected = (first: string, last: string, at: string) =>
        first.startsWith('Gone') ? '' : `${first.toLowerCase()}.${last.toLowerCase()}@${at}`;
      const wrong = rows
        .slice(1)
        .filter((row) => row[3] !== expected(row[0] ?? '', row[1] ?? '', row[2] ?? ''));
      const found = OURS + NEW_FOUND;
      if (
        report.status !== 'done' ||
        report.found !== found ||
        report.charged !== found ||
        rows.length !== OURS + NEW_FOUND + NEW_MISSING + 1 ||
        wrong.length > 0
      ) {
        problems.push(
          `${kind}: ${JSON.stringify(report)}; ${rows.length - 1} rows back, ${wrong.length} wrong (${JSON.stringify(wrong.slice(0, 3))})`,
        );
      }
      if (quote.inOurLeads !== OURS || quote.toFind !== NEW_FOUND + NEW_MISSING) {
        problems.push(`${kind}: quote ${JSON.stringify(quote)}`);
      }
      return {
        kind,
        seconds,
        uploadSeconds,
        jobSeconds,
        downloadSeconds,
        sessions: peer.sessions.length,
        report,
        quote,
        load: loadLine(loadAtStart),
        problems,
      };
    },
  );
}

function report(
  runs: Partial<Record<Run['kind'], Run>>,
  absent: Partial<Record<Run['kind'], string>>,
) {
  const columns = (['postgres', 'pglite'] as const).map((kind) => ({ kind, run: runs[kind] }));
  const widths = [52, 10, 24, 24];
  const line = (cells: string[]) => tableLine(cells, widths, 2);
  const cell = (run: Run | undefined, kind: Run['kind'], value: (run: Run) => string) =>
    run ? value(run) : (absent[kind] ?? 'not run');
  console.log('');
  console.log(
    `LeadVault bulk enrichment benchmark: an SMTP peer adding ${DELAY_MS} ms to every reply; ${enrichmentTuning.rowsAtOnce} rows asked at once, batches of ${enrichmentTuning.batchSize}`,
  );
  console.log('');
  console.log(line(['figure', 'target', 'PostgreSQL', 'PGlite']));
  console.log(tableRule(widths));
  const rowsAll = OURS + NEW_FOUND + NEW_MISSING;
  console.log(
    line([
      `${rowsAll.toLocaleString('en-US')} rows (${OURS} ours, ${NEW_FOUND + NEW_MISSING} not), end to end`,
      `≤ ${TARGET_SECONDS} s`,
      ...columns.map(({ kind, run }) =>
        cell(
          run,
          kind,
          (r) => `${r.seconds.toFixed(1)} s${r.seconds > TARGET_SECONDS ? ' FAIL' : ' pass'}`,
        ),
      ),
    ]),
  );
  for (const [label, value] of [
    ['  upload + quote + commit', (r: Run) => `${r.uploadSeconds.toFixed(2)} s`],
    ['  the job', (r: Run) => `${r.jobSeconds.toFixed(1)} s`],
    ['  progress + result file', (r: Run) => `${r.downloadSeconds.toFixed(2)} s`],
    ['  rows per second', (r: Run) => `${(rowsAll / r.seconds).toFixed(0)}/s`],
    ['  found / charged', (r: Run) => `${r.report.found} / ${r.report.charged}`],
    ['  SMTP sessions', (r: Run) => String(r.sessions)],
  ] as const) {
    console.log(line([label, '', ...columns.map(({ kind, run }) => cell(run, kind, value))]));
  }
  console.log('');
  for (const { kind, run } of columns) {
    if (run) console.log(`  ${NAMES[kind]}: load average ${run.load}`);
  }
  console.log('');
}

export async function enrichmentBench() {
  const { runs, absent } = await onEachDatabaseWithPeers(
    DATABASES,
    'BENCH_ENRICH_ON',
    SERVER_URL,
    measureOn,
  );
  report(runs, absent);
  const problems = Object.values(runs).flatMap((run) => run.problems);
  if (runs.postgres && runs.postgres.seconds > TARGET_SECONDS) {
    problems.push(
      `PostgreSQL misses its target: ${runs.postgres.seconds.toFixed(1)} s > ${TARGET_SECONDS} s`,
    );
  }
  if (problems.length > 0) {
    console.error(`FAILED: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `OK: every row answered as expected and charged once; ${runs.postgres ? 'PostgreSQL meets its target' : 'PostgreSQL was not measured'}.`,
  );
}
