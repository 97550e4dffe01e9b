/**
 * Lead import at scale (LEADS.md "Speed": 100,000 imported rows in ≤ 60 s on PostgreSQL): a
 * generated CSV of 100,000 rows (BENCH_IMPORT_ROWS) with a few duplicates and invalid rows is
 * uploaded through the API, committed, and the job is timed until the import is done, on
 * PostgreSQL (BENCH_DATABASE_URL, when a server answers) and PGlite side by side. Checks that
 * the report adds up and that the table holds exactly the inserted leads.
 *
 *   BENCH_ONLY=lead-import npm run bench
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { benchAccount, BENCH_ORIGIN as ORIGIN, serverAnswers, withBenchApp } from './support.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const TARGET_SECONDS = 60;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001+'];
const COUNTRIES = ['US', 'GB', 'DE', 'France', 'Canada', 'NL', 'India', 'ES'];
const TITLES = ['VP Sales', 'Software Engineer', 'CFO', 'Marketing Manager', 'HR Director'];

/** Every 100th row repeats an earlier address (upper-cased), every 250th has a broken one. */
function generateCsv(rows: number): { csv: Buffer; duplicates: number; invalid: number } {
  const lines = [
    'Work Email,First Name,Last Name,Job Title,Company,Company Website,Employees,Country,Email Status',
  ];
  let duplicates = 0;
  let invalid = 0;
  for (let i = 0; i < rows; i += 1) {
    const company = `company${i % 9000}`;
    let email = `person${i}@${company}.test`;
    if (i > 0 && i % 250 === 0) {
      email = `person${i}-at-${company}.test`;
      invalid += 1;
    } else if (i > 0 && i % 100 === 0) {
      email = `PERSON${i - 1}@company${(i - 1) % 9000}.test`;
      duplicates += 1;
    }
    lines.push(
      [
        email,
        `First${i}`,
        `Last${i}`,
        TITLES[i % TITLES.length],
        `Company ${i % 9000}`,
        `https://www.${company}.test/`,
        SIZES[i % SIZES.length],
        COUNTRIES[i % COUNTRIES.length],
        i % 5 === 0 ? 'catch-all' : 'valid',
      ].join(','),
    );
  }
  return { csv: Buffer.from(`${lines.join('\n')}\n`), duplicates, invalid };
}

type Result = { seconds: number; report: Record<string, number | string>; leads: number };

async function measureOn(
  kind: 'postgres' | 'pglite',
  file: ReturnType<typeof generateCsv>,
): Promise<Result> {
  return withBenchApp(
    {
      kind,
      serverUrl: SERVER_URL,
      folderPrefix: 'leadvault-import-bench-',
      env: {
        // No checks after the import (decision 041): the drain below times the import alone,
        // not checks of the CSV's made-up domains over the network (verification.ts times those).
        VERIFY_METHOD: 'off',
      },
      jobs: { pollIntervalMs: false },
    },
    async ({ app, database }) => {
      // An Admin (staff list, verified address: decision 009), signed in.
      const { cookie } = await benchAccount(app, database, {
        name: 'Bench Admin',
        email: 'admin@bench.example.com',
        password: 'bench-pass-1',
        role: 'Admin',
      });

      const boundary = '----leadvaultbench';
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/admin/lead-imports',
        headers: {
          origin: ORIGIN,
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
          ),
          file.csv,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.body}`);
      const preview = uploaded.json();
      const started = performance.now();
      const committed = await app.inject({
        method: 'POST',
        url: `/api/admin/lead-imports/${preview._id}/commit`,
        headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ mapping: preview.mapping, onDuplicate: 'skip' }),
      });
      if (committed.statusCode !== 202) throw new Error(`commit: ${committed.body}`);
      await app.jobs.drain();
      const seconds = (performance.now() - started) / 1000;
      const report = await app.inject({
        url: `/api/admin/lead-imports/${preview._id}`,
        headers: { cookie },
      });
      const [counted] = await database.rows<{ n: number }>(
        sql`select count(*)::int as n from leads`,
      );
      return { seconds, report: report.json(), leads: counted?.n ?? 0 };
    },
  );
}

export async function leadImportBench() {
  const file = generateCsv(ROWS);
  console.log(
    `\nLead import: ${ROWS.toLocaleString('en-US')} rows (${(file.csv.length / 1024 / 1024).toFixed(1)} MB CSV, ${file.duplicates} duplicates, ${file.invalid} invalid), target ≤ ${TARGET_SECONDS} s on PostgreSQL`,
  );
  const problems: string[] = [];
  const expected = {
    status: 'done',
    total: ROWS,
    inserted: ROWS - file.duplicates - file.invalid,
    duplicates: file.duplicates,
    invalid: file.invalid,
    suppressed: 0,
  };
  const lines: string[] = [];
  for (const kind of ['postgres', 'pglite'] as const) {
    if (kind === 'postgres' && !(await serverAnswers(SERVER_URL))) {
      lines.push(`  ${kind.padEnd(9)} not run: no server answers at ${SERVER_URL}`);
      continue;
    }
    const result = await measureOn(kind, file);
    const rate = Math.round(ROWS / result.seconds);
    const target = kind === 'postgres' ? `target ≤ ${TARGET_SECONDS} s` : 'reported beside it';
    lines.push(
      `  ${kind.padEnd(9)} ${result.seconds.toFixed(1).padStart(6)} s  ${rate.toLocaleString('en-US').padStart(8)} rows/s  (${target})`,
    );
    for (const [key, value] of Object.entries(expected)) {
      if (result.report[key] !== value) {
        problems.push(`${kind}: ${key} is ${result.report[key]}, expected ${value}`);
      }
    }
    if (result.leads !== expected.inserted) {
      problems.push(
        `${kind}: the table holds ${result.leads} leads, expected ${expected.inserted}`,
      );
    }
    if (kind === 'postgres' && result.seconds > TARGET_SECONDS) {
      problems.push(
        `PostgreSQL misses its target: ${result.seconds.toFixed(1)} s > ${TARGET_SECONDS} s`,
      );
    }
  }
  console.log(lines.join('\n'));
  if (problems.length > 0) {
    console.error(`FAILED: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('OK: the reports add up and the table holds exactly the inserted leads.');
}
