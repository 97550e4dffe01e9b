/**
 * E-mail verification against slow local peers (LEADS.md "Speed": "Verification, against local
 * SMTP peers that add 50 ms to every reply: a check costs at most 1.3 × its round-trip floor
 * (the replies it needs × 50 ms); ≥ 100 checks/s from one process over 10,000 addresses on 200
 * domains; a reveal of 25 unchecked leads on 5 domains p95 ≤ 1.5 s"), on PostgreSQL and PGlite
 * side by side.
 *
 * The peers run in this process on loopback: a DNS zone (startZoneServer) where every
 * `d<i>.bench.test` has its own MX `mx.d<i>.bench.test` at 127.0.0.20, and one SMTP peer there
 * that sends EVERY reply (banner, EHLO, MAIL, RCPT, RSET, QUIT) 50 ms after the command came
 * (BENCH_SMTP_DELAY_MS). Mailboxes whose local part starts with `ok` exist (250), any other,
 * the catch-all probe included, is `550 5.1.1 User unknown`: no domain is catch-all. The peer
 * counts the replies of each session, which gives each check its floor.
 *
 *   1. One check: one address on a fresh domain through the app's verifier (createVerifier's
 *      smtp method, with the database's domain caches and host leases, as the product runs it),
 *      against its floor = the replies its session sent × 50 ms (every one is waited for: the
 *      checker reads the QUIT reply too). Median ratio of BENCH_VERIFY_SINGLE (10) checks.
 *   2. Throughput: 10,000 leads (BENCH_VERIFY_ADDRESSES) on 200 domains, queued with
 *      queueVerifications (jobs of LEADS_PER_JOB leads grouped by domain) and run by the app's
 *      job queue, VERIFY_CONCURRENCY jobs at once, each through verifyLeads (results recorded).
 *      Then every lead must have exactly one check row and the right status.
 *   3. Reveal: POST /api/leads/reveal of 25 unchecked leads on 5 fresh domains (4 mailboxes
 *      that exist and 1 that does not on each) by an e-mail-verified customer with credits,
 *      BENCH_VERIFY_ROUNDS (20) rounds after one untimed; each must charge exactly the 20 the
 *      check confirms.
 *
 *   BENCH_ONLY=verification npm run bench
 *   BENCH_VERIFY_ON=postgres,pglite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   (a database is created and
 *                              dropped); without an answer, PGlite alone
 *
 * The targets are PostgreSQL's: a miss there fails the run, as does any wrong answer on either
 * database; PGlite's figures are reported beside them.
 */
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { RevealResponse } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import { changeCredits } from '../../apps/server/src/modules/credits/index.ts';
import { insertLeads, type LeadValues } from '../../apps/server/src/modules/leads/test-leads.ts';
import {
  LEADS_PER_JOB,
  queueVerifications,
  VERIFICATION_JOB,
} from '../../apps/server/src/modules/verification/service.ts';
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
  percentile,
  secondsSince,
  tableLine,
  tableRule,
  withBenchApp,
} from './support.ts';

const SINGLE_CHECKS = Number(process.env.BENCH_VERIFY_SINGLE ?? 10);
const ADDRESSES = Number(process.env.BENCH_VERIFY_ADDRESSES ?? 10_000);
const DOMAINS = 200;
const ROUNDS = Number(process.env.BENCH_VERIFY_ROUNDS ?? 20);
const REVEAL_DOMAINS = 5;
const REVEAL_PER_DOMAIN = 5;
const TARGETS = { ratio: 1.3, checksPerSecond: 100, revealP95Ms: 1_500 };
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASES = (process.env.BENCH_VERIFY_ON ?? 'postgres,pglite').split(',');
/** Domain numbers per figure: 2's are d0..d199, 1's and 3's fresh ones above. */
const SINGLE_BASE = 1_000;
const REVEAL_BASE = 2_000;

const benchStart = performance.now();
const progress = (message: string) =>
  process.stderr.write(`  [${secondsSince(benchStart).toFixed(0).padStart(4)} s] ${message}\n`);

// -- one database ------------------------------------------------------------------------------

type Run = {
  kind: 'postgres' | 'pglite';
  /** Figure 1: each check's time and floor (ms). */
  singles: Array<{ ms: number; floorMs: number; replies: number }>;
  /** Figure 2. */
  bulk: {
    seconds: number;
    /** Of which queueing the jobs (queueVerifications). */
    queueSeconds: number;
    sessions: number;
    replies: number;
    concurrency: number;
    /** The peers' own floor for the run: sessions in waves of `concurrency`. */
    floorSeconds: number;
    /** Median and slowest session (ms) as the peer saw them. */
    sessionMs: [number, number];
    /** Sessions open on average over the run (their summed time / the run's). */
    openOnAverage: number;
    /** The event loop's stalls during the run: p99 and max (ms). */
    loopDelayMs: [number, number];
  };
  /** Figure 3: each timed reveal (ms), and the floor of one (its slowest session's replies). */
  reveals: number[];
  revealFloorMs: number;
  load: string;
  totalSeconds: number;
  problems: string[];
};

async function measureOn(kind: Run['kind'], peer: SlowPeer, dnsServer: string): Promise<Run> {
  const started = performance.now();
  const loadAtStart = os.loadavg()[0] ?? 0;
  const problems: string[] = [];
  peer.reset();
  return withBenchApp(
    {
      kind,
      serverUrl: SERVER_URL,
      folderPrefix: 'leadvault-verify-bench-',
      // The server's default pool (DATABASE_POOL_SIZE): 20 jobs at once share it.
      maxConnections: 10,
      env: slowPeerEnv(peer, dnsServer),
      jobs: { pollIntervalMs: false },
    },
    async ({ app, database, config }) => {
      // -- 1. one check on a fresh domain, as the product runs it --
      progress(`${kind}: figure 1, ${SINGLE_CHECKS} single checks`);
      const singles: Run['singles'] = [];
      for (let i = 0; i <= SINGLE_CHECKS; i += 1) {
        const name = domain(SINGLE_BASE + i);
        const address = `ok.single${i}@${name}`;
        const begin = performance.now();
        const [result] = await app.verifier.check([address]);
        const ms = performance.now() - begin;
        const sessions = peer.sessionsOf(name);
        const replies = sessions.reduce((sum, session) => sum + session.replies, 0);
        if (result?.status !== 'valid' || result.reason !== 'mailbox_exists') {
          problems.push(`${kind}: single check of ${address}: ${JSON.stringify(result)}`);
        }
        if (sessions.length !== 1) {
          problems.push(`${kind}: single check of ${address}: ${sessions.length} sessions`);
        }
        // The first one warms up (JIT, connections) and is not counted.
        if (i > 0) singles.push({ ms, floorMs: replies * DELAY_MS, replies });
      }

      // -- 2. 10,000 addresses on 200 domains through the job queue --
      progress(`${kind}: figure 2, inserting ${ADDRESSES.toLocaleString('en-US')} leads`);
      const perDomain = Math.ceil(ADDRESSES / DOMAINS);
      const rows: LeadValues[] = [];
      for (let i = 0; i < ADDRESSES; i += 1) {
        const d = i % DOMAINS;
        const j = Math.floor(i / DOMAINS);
        // Four in five exist.
        const local = j % 5 === 4 ? `gone${j}` : `ok${j}`;
        rows.push({
          email: `${local}.person${d}@${domain(d)}`,
          companyDomain: domain(d),
          emailStatus: 'valid',
          verifiedAt: null,
        });
      }
      const ids: string[] = [];
      for (let start = 0; start < rows.length; start += 1_000) {
        ids.push(...(await insertLeads(database, rows.slice(start, start + 1_000))));
      }
      progress(`${kind}: figure 2, checking them (${perDomain} per domain)`);
      peer.reset();
      // The peers share this process's event loop with the app (and PGlite's queries): how long
      // it stalls says how much of a session's time is the machine's, not the protocol's.
      const loopDelay = monitorEventLoopDelay({ resolution: 10 });
      loopDelay.enable();
      const bulkStart = performance.now();
      const { queued } = await queueVerifications(database.db, app.jobs, { leadIds: ids });
      const queueSeconds = secondsSince(bulkStart);
      await app.jobs.drain();
      const bulkSeconds = secondsSince(bulkStart);
      loopDelay.disable();
      const bulkSessions = [...peer.sessions];
      if (queued !== ADDRESSES) problems.push(`${kind}: ${queued} leads queued of ${ADDRESSES}`);
      const [jobCounts] = await database.rows<{ done: number; other: number; jobs: number }>(sql`
        select count(*) filter (where status = 'done')::int as done,
          count(*) filter (where status <> 'done')::int as other, count(*)::int as jobs
        from jobs where kind = ${VERIFICATION_JOB}`);
      const expectedJobs = Math.ceil(ADDRESSES / LEADS_PER_JOB);
      if (jobCounts?.done !== expectedJobs || jobCounts.other !== 0) {
        problems.push(
          `${kind}: jobs ${JSON.stringify(jobCounts)}, expected ${expectedJobs} done and no other`,
        );
      }
      // Plain counts (no join: PGlite plans a join of 10,000 unanalysed rows badly).
      const [recorded] = await database.rows<{ rows: number; leads: number }>(sql`
        select count(*)::int as rows, count(distinct lead_id)::int as leads
        from email_verifications where email like '%.person%@d%.bench.test'`);
      const [statuses] = await database.rows<{ wrong: number }>(sql`
        select count(*)::int as wrong from leads
        where email like '%.person%@d%.bench.test'
          and (email_status, coalesce(verification_reason, '')) <> (
            case when email like 'ok%' then 'valid' else 'invalid' end,
            case when email like 'ok%' then 'mailbox_exists' else 'mailbox_not_found' end)`);
      if (recorded?.rows !== ADDRESSES || recorded.leads !== ADDRESSES || statuses?.wrong !== 0) {
        const wrong = await database.rows<{ what: string; n: number }>(sql`
          select email_status || '/' || coalesce(verification_reason, '-') as what,
            count(*)::int as n
          from leads where email like '%.person%@d%.bench.test'
            and email_status <> case when email like 'ok%' then 'valid' else 'invalid' end
          group by 1 order by 2 desc limit 5`);
        problems.push(
          `${kind}: after figure 2, ${recorded?.rows} check rows for ${recorded?.leads} of ${ADDRESSES} leads, ${statuses?.wrong} with the wrong status (${wrong.map((row) => `${row.n} ${row.what}`).join('; ')})`,
        );
      }
      // One session per domain: its 50 addresses and the catch-all probe share it.
      for (let d = 0; d < DOMAINS; d += 1) {
        const sessions = peer.sessionsOf(domain(d));
        const rcpts = sessions.map((session) => session.rcpts);
        if (sessions.length !== 1 || rcpts[0] !== perDomain + 1) {
          problems.push(
            `${kind}: figure 2: ${domain(d)} had ${sessions.length} session(s), RCPTs ${rcpts.join(', ')}`,
          );
        }
      }
      if (bulkSessions.length !== DOMAINS) {
        const asked = new Map<string, number>();
        for (const session of bulkSessions.filter((one) => one.domain === null)) {
          const key = `${session.replies} replies, last ${session.last || 'nothing'}`;
          asked.set(key, (asked.get(key) ?? 0) + 1);
        }
        problems.push(
          `${kind}: figure 2 opened ${bulkSessions.length} sessions for ${DOMAINS} domains (without RCPT: ${[...asked].map(([key, n]) => `${n} × ${key}`).join('; ')})`,
        );
      }
      const concurrency = config.verification.concurrency;
      const sessionReplies = bulkSessions.map((session) => session.replies);
      const repliesPerSession = percentile(sessionReplies, 50);
      const sessionMs = bulkSessions.map((session) => session.ms);

      // -- 3. reveals of 25 unchecked leads on 5 fresh domains --
      progress(`${kind}: figure 3, ${ROUNDS} reveals of 25 unchecked leads`);
      // A customer with a verified address: reveals need one (decision 036).
      const { cookie, userId } = await benchAccount(app, database, {
        name: 'Bench Customer',
        email: 'customer@bench.example.com',
        password: 'bench-pass-1',
        verified: true,
      });
      const perRound = REVEAL_DOMAINS * REVEAL_PER_DOMAIN;
      const confirmedPerRound = REVEAL_DOMAINS * (REVEAL_PER_DOMAIN - 1);
      const granted = await database.db.transaction((tx) =>
        changeCredits(tx, {
          userId,
          delta: (ROUNDS + 1) * confirmedPerRound,
          reason: 'staff',
          actor: null,
          note: 'Benchmark credits',
        }),
      );
      let balance = granted?.balance ?? 0;
      const reveals: number[] = [];
      let revealFloorMs = 0;
      for (let round = 0; round <= ROUNDS; round += 1) {
        const names = Array.from({ length: REVEAL_DOMAINS }, (_, k) =>
          domain(REVEAL_BASE + round * REVEAL_DOMAINS + k),
        );
        const values: LeadValues[] = names.flatMap((name) =>
          Array.from({ length: REVEAL_PER_DOMAIN }, (_, j) => ({
            // The last of each domain's five does not exist.
            email: `${j === REVEAL_PER_DOMAIN - 1 ? 'gone' : 'ok'}${j}.reveal${round}@${name}`,
            companyDomain: name,
            emailStatus: 'valid' as const,
            verifiedAt: null,
          })),
        );
        const leadIds = await insertLeads(database, values);
        const begin = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: '/api/leads/reveal',
          headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
          payload: JSON.stringify({ leadIds }),
        });
        const ms = performance.now() - begin;
        // The first round warms up and is not counted.
        if (round > 0) reveals.push(ms);
        const body = response.json() as RevealResponse;
        const charged = body.results?.filter((result) => result.status === 'charged') ?? [];
        const gone = (body.results ?? []).filter(
          (result) => result.status === 'not_available' && result.reason === 'not_deliverable',
        );
        balance -= confirmedPerRound;
        if (
          response.statusCode !== 200 ||
          body.charged !== confirmedPerRound ||
          body.balance !== balance ||
          charged.length !== confirmedPerRound ||
          gone.length !== perRound - confirmedPerRound ||
          charged.some((result) => !result.email?.startsWith('ok'))
        ) {
          problems.push(
            `${kind}: reveal round ${round}: ${response.statusCode} ${response.body.slice(0, 300)}`,
          );
        }
        for (const name of response.statusCode === 200 ? names : []) {
          const sessions = peer.sessionsOf(name);
          if (sessions.length !== 1) {
            problems.push(
              `${kind}: reveal round ${round}: ${sessions.length} sessions for ${name}`,
            );
          }
          const floor = Math.max(...sessions.map((session) => session.replies)) * DELAY_MS;
          revealFloorMs = Math.max(revealFloorMs, floor);
        }
      }
      return {
        kind,
        singles,
        bulk: {
          seconds: bulkSeconds,
          queueSeconds,
          sessions: bulkSessions.length,
          replies: sessionReplies.reduce((a, b) => a + b, 0),
          concurrency,
          floorSeconds:
            (Math.ceil(bulkSessions.length / concurrency) * repliesPerSession * DELAY_MS) / 1000,
          sessionMs: [percentile(sessionMs, 50), Math.max(...sessionMs)],
          openOnAverage: sessionMs.reduce((a, b) => a + b, 0) / 1000 / bulkSeconds,
          loopDelayMs: [loopDelay.percentile(99) / 1e6, loopDelay.max / 1e6],
        },
        reveals,
        revealFloorMs,
        load: loadLine(loadAtStart),
        totalSeconds: secondsSince(started),
        problems,
      };
    },
  );
}

// -- the report --------------------------------------------------------------------------------

const median = (values: number[]) => percentile(values, 50);
const ratioOf = (run: Run) => median(run.singles.map((single) => single.ms / single.floorMs));
const rateOf = (run: Run) => ADDRESSES / run.bulk.seconds;

/** Each figure: its label, target, cell text and whether it misses the target. */
const FIGURES: Array<{
  label: string;
  target: string;
  cell: (run: Run) => string;
  misses: (run: Run) => boolean;
  miss: (run: Run) => string;
}> = [
  {
    label: '1. one check, fresh domain: time / floor',
    target: `≤ ${TARGETS.ratio} ×`,
    cell: (run) => {
      const ms = median(run.singles.map((single) => single.ms));
      const floor = median(run.singles.map((single) => single.floorMs));
      return `${ms.toFixed(0)} / ${floor.toFixed(0)} ms = ${ratioOf(run).toFixed(2)} ×`;
    },
    misses: (run) => ratioOf(run) > TARGETS.ratio,
    miss: (run) => `one check costs ${ratioOf(run).toFixed(2)} × its floor > ${TARGETS.ratio} ×`,
  },
  {
    label: `2. ${ADDRESSES.toLocaleString('en-US')} addresses on ${DOMAINS} domains (jobs)`,
    target: `≥ ${TARGETS.checksPerSecond}/s`,
    cell: (run) => `${rateOf(run).toFixed(0)}/s in ${run.bulk.seconds.toFixed(1)} s`,
    misses: (run) => rateOf(run) < TARGETS.checksPerSecond,
    miss: (run) =>
      `${rateOf(run).toFixed(0)} checks/s < ${TARGETS.checksPerSecond}/s over ${ADDRESSES} addresses`,
  },
  {
    label: `3. reveal ${REVEAL_DOMAINS * REVEAL_PER_DOMAIN} unchecked on ${REVEAL_DOMAINS} domains, p50 / p95`,
    target: `p95 ≤ ${TARGETS.revealP95Ms}`,
    cell: (run) =>
      `${percentile(run.reveals, 50).toFixed(0)} / ${percentile(run.reveals, 95).toFixed(0)} ms`,
    misses: (run) => percentile(run.reveals, 95) > TARGETS.revealP95Ms,
    miss: (run) =>
      `a reveal of 25 unchecked leads p95 ${percentile(run.reveals, 95).toFixed(0)} ms > ${TARGETS.revealP95Ms} ms`,
  },
];

function report(
  runs: Partial<Record<Run['kind'], Run>>,
  absent: Partial<Record<Run['kind'], string>>,
) {
  const columns = (['postgres', 'pglite'] as const).map((kind) => ({ kind, run: runs[kind] }));
  const widths = [50, 12, 30, 30];
  const line = (cells: string[]) => tableLine(cells, widths, 2);
  console.log('');
  console.log(
    `LeadVault e-mail verification benchmark: local DNS and an SMTP peer adding ${DELAY_MS} ms to every reply, through the app (VERIFY_METHOD=smtp)`,
  );
  console.log('');
  console.log(line(['figure', 'target', 'PostgreSQL', 'PGlite']));
  console.log(tableRule(widths));
  for (const figure of FIGURES) {
    console.log(
      line([
        figure.label,
        figure.target,
        ...columns.map(({ kind, run }) =>
          run
            ? `${figure.cell(run)}${figure.misses(run) ? ' FAIL' : ' pass'}`
            : (absent[kind] ?? 'not run'),
        ),
      ]),
    );
  }
  console.log('');
  for (const { kind, run } of columns) {
    if (!run) {
      console.log(`  ${NAMES[kind]}: ${absent[kind] ?? 'not run'}`);
      continue;
    }
    const { bulk } = run;
    const replies = [...new Set(run.singles.map((single) => single.replies))].join('/');
    const times = run.singles.map((single) => single.ms);
    console.log(
      `  ${NAMES[kind]} (${run.totalSeconds.toFixed(1)} s in all; load average ${run.load})`,
    );
    console.log(
      `    1. ${run.singles.length} checks (1 untimed first): ${replies} replies each (banner, EHLO, MAIL, catch-all RCPT, RCPT, QUIT) = floor ${replies === '' ? '-' : Number(replies) * DELAY_MS} ms; took ${Math.min(...times).toFixed(0)}..${Math.max(...times).toFixed(0)} ms`,
    );
    console.log(
      `    2. ${Math.ceil(ADDRESSES / LEADS_PER_JOB)} jobs queued in ${bulk.queueSeconds.toFixed(1)} s; ${bulk.sessions} SMTP sessions, ${bulk.replies.toLocaleString('en-US')} replies; VERIFY_CONCURRENCY ${bulk.concurrency}; the peers' floor ${bulk.floorSeconds.toFixed(1)} s (${(ADDRESSES / bulk.floorSeconds).toFixed(0)}/s: sessions in waves of ${bulk.concurrency}); sessions took ${bulk.sessionMs[0].toFixed(0)} ms median, ${bulk.sessionMs[1].toFixed(0)} ms at most; ${bulk.openOnAverage.toFixed(1)} sessions open on average; event loop stalls p99 ${bulk.loopDelayMs[0].toFixed(0)} ms, max ${bulk.loopDelayMs[1].toFixed(0)} ms`,
    );
    console.log(
      `    3. ${run.reveals.length} reveals (1 untimed first), each charged ${REVEAL_DOMAINS * (REVEAL_PER_DOMAIN - 1)} of ${REVEAL_DOMAINS * REVEAL_PER_DOMAIN}; floor ${run.revealFloorMs} ms (5 sessions at once, ${run.revealFloorMs / DELAY_MS} replies each); max ${Math.max(...run.reveals).toFixed(0)} ms`,
    );
  }
  console.log('');
}

export async function verificationBench() {
  const { runs, absent } = await onEachDatabaseWithPeers(
    DATABASES,
    'BENCH_VERIFY_ON',
    SERVER_URL,
    measureOn,
  );
  report(runs, absent);

  const problems = Object.values(runs).flatMap((run) => run.problems);
  const postgres = runs.postgres;
  if (postgres) {
    for (const figure of FIGURES) {
      if (figure.misses(postgres))
        problems.push(`PostgreSQL misses its target: ${figure.miss(postgres)}`);
    }
  }
  if (problems.length > 0) {
    console.error(`FAILED: ${problems.length} problem(s)\n  ${problems.slice(0, 30).join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `OK: every check recorded with the right status, every reveal charged what the check confirmed; ${postgres ? 'PostgreSQL meets every target' : 'PostgreSQL was not measured'}.`,
  );
}
