// `npm test`: type-check, lint, import cycles, the web app's feature boundaries, unit + API tests
// on PGlite and, beside them, the API tests again on PostgreSQL when one answers, then browser
// tests in Debian's Chromium. Prints one summary line at the end.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

const started = Date.now();
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'leadvault-test-report-'));
const counts = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

function vitestArgs(projects, report) {
  return [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
}

function countFrom(title, report) {
  const { numTotalTests, numPassedTests } = JSON.parse(readFileSync(report, 'utf8'));
  counts.push({ title, total: numTotalTests, passed: numPassedTests });
}

function vitest(title, projects, env = {}) {
  const report = path.join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  run(title, 'npx', vitestArgs(projects, report), env);
  countFrom(title, report);
}

/**
 * Two vitest runs side by side: the API tests use one core each (one worker, serial files, see
 * apps/server/vitest.config.ts), so the PGlite pass and the PostgreSQL pass together take about
 * as long as the longer one. The first streams its output; the second's is printed after it.
 */
async function vitestTogether(first, second) {
  const started = (pass, output) => {
    const report = path.join(reportDir, `${pass.title.replace(/\W+/g, '-')}.json`);
    const child = spawn('npx', vitestArgs(pass.projects, report), {
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...pass.env },
    });
    if (output !== 'inherit') {
      child.stdout.pipe(output);
      child.stderr.pipe(output);
    }
    return new Promise((resolve) => child.on('close', (code) => resolve({ code, report })));
  };
  const logFile = path.join(reportDir, 'second-pass.log');
  console.log(`\n▶ ${first.title}, and beside it ${second.title} (printed after)`);
  const [one, two] = await Promise.all([
    started(first, 'inherit'),
    started(second, createWriteStream(logFile)),
  ]);
  console.log(`\n▶ ${second.title}`);
  process.stdout.write(readFileSync(logFile, 'utf8'));
  for (const [pass, result] of [
    [first, one],
    [second, two],
  ]) {
    if (result.code !== 0) {
      console.error(`\n✗ ${pass.title} failed`);
      process.exit(result.code ?? 1);
    }
    countFrom(pass.title, result.report);
  }
}

async function postgresUrl() {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return url;
  } catch {
    return undefined;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

function chromiumPath() {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (existsSync(candidate)) return candidate;
  if (process.getuid?.() === 0) {
    console.log('\n▶ Installing Debian chromium for the browser tests');
    let install = spawnSync('apt-get', ['install', '-y', '-q', 'chromium'], { stdio: 'inherit' });
    if (install.status !== 0) {
      spawnSync('apt-get', ['update', '-q'], { stdio: 'inherit' });
      install = spawnSync('apt-get', ['install', '-y', '-q', 'chromium'], { stdio: 'inherit' });
    }
    if (install.status === 0 && existsSync(candidate)) return candidate;
  }
  console.error(`No Chromium at ${candidate}. Install Debian's chromium or set CHROME_PATH.`);
  process.exit(1);
}

/**
 * Debian's nginx for the two-process test's reverse proxy (deploy/nginx/leadvault.conf): installed
 * with apt when missing and run as root; without it that part of the test is skipped.
 */
function ensureNginx() {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin'];
  if (folders.some((folder) => existsSync(path.join(folder, 'nginx')))) return;
  if (process.getuid?.() !== 0) {
    console.log('\n▶ No nginx: the two-process test skips its reverse-proxy part.');
    return;
  }
  console.log('\n▶ Installing Debian nginx for the two-process test');
  let install = spawnSync('apt-get', ['install', '-y', '-q', 'nginx'], { stdio: 'inherit' });
  if (install.status !== 0) {
    spawnSync('apt-get', ['update', '-q'], { stdio: 'inherit' });
    install = spawnSync('apt-get', ['install', '-y', '-q', 'nginx'], { stdio: 'inherit' });
  }
  if (install.status !== 0) {
    console.log('  nginx could not be installed: the reverse-proxy part is skipped.');
  }
}

run('Type-check', 'npm', ['run', '--silent', 'typecheck']);
run('Lint and format check (Biome)', 'npx', ['biome', 'check', '.']);
// No import cycles in the server, the web app or the contract (type-only imports count too).
run('Import cycles (dpdm)', 'npm', ['run', '--silent', 'cycles']);
// A web feature imports components/, lib/, config/, the contract and features/auth only.
run('Feature boundaries (web)', 'npm', ['run', '--silent', 'boundaries']);
// Built before the API tests: the server-rendering tests render with it, and the PGlite and
// PostgreSQL passes run side by side, so neither may have to build it (both would write dist/).
run('Build the web app', 'npm', ['run', '--silent', 'build']);
const onPGlite = {
  title: 'Unit, web and API tests on PGlite',
  projects: ['contract', 'server', 'web'],
};
const databaseUrl = await postgresUrl();
if (databaseUrl) {
  ensureNginx();
  await vitestTogether(onPGlite, {
    title: 'API tests on PostgreSQL',
    projects: ['server'],
    env: { TEST_DB_KIND: 'postgres', TEST_DATABASE_URL: databaseUrl },
  });
} else {
  vitest(onPGlite.title, onPGlite.projects);
  console.log('\n▶ No PostgreSQL answers: the API tests ran on PGlite alone.');
}

vitest('Browser tests (Chromium)', ['e2e'], { CHROME_PATH: chromiumPath() });

const total = counts.reduce((sum, entry) => sum + entry.total, 0);
const passed = counts.reduce((sum, entry) => sum + entry.passed, 0);
const seconds = Math.round((Date.now() - started) / 1000);
console.log('\nSummary');
for (const entry of counts) console.log(`  ${entry.title}: ${entry.passed}/${entry.total} passed`);
if (!databaseUrl) console.log('  PostgreSQL: not reachable, skipped (PGlite only)');
console.log(`\n✓ ${passed} of ${total} tests passed in ${seconds}s`);
