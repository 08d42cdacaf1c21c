// Runs every check and test: lint, types, unit and API tests on PGlite (and on
// PostgreSQL when TEST_DATABASE_URL is set), the client build, and the browser
// tests in Debian's Chromium. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const results = 'test-results';
fs.mkdirSync(results, { recursive: true });
let passed = 0;
let failed = 0;
const problems = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) problems.push(label);
  return result.status === 0;
}

const failures = [];

function countVitest(file, label) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const suite of report.testResults) {
    for (const test of suite.assertionResults) {
      if (test.status === 'failed') failures.push(`${label}: ${suite.name} > ${test.fullName}`);
    }
  }
}

/** How long a failed browser test ran and its error's first lines: CI keeps only the log's tail. */
function whyFailed(result) {
  // eslint-disable-next-line no-control-regex
  const message = (result?.error?.message ?? 'no error recorded').replace(/\x1b\[[0-9;]*m/g, '');
  const lines = message.split('\n').filter((line) => line.trim());
  return `after ${((result?.duration ?? 0) / 1000).toFixed(1)} s: ${lines.slice(0, 4).join(' | ').slice(0, 400)}`;
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected')
          failures.push(
            `browser: ${spec.file}:${spec.line} > ${[...titles, spec.title].join(' > ')}\n  ${whyFailed(test.results.at(-1))}`,
          );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of JSON.parse(fs.readFileSync(file, 'utf8')).suites) walk(suite, []);
}

run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('format', 'npx', ['prettier', '--check', '.']);
run('typecheck', 'npx', ['tsc', '--noEmit']);

const vitest = (label, out, env, extra = []) => {
  fs.rmSync(out, { force: true });
  run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extra],
    env,
  );
  countVitest(out, label);
};
/**
 * The server files that run on a database the suite chooses (TEST_DATABASE_URL): they use the test support that
 * makes one (a test app, the Razorpay test app, a server process), or need PostgreSQL itself. The rest (the coach's
 * reading, parsers, signatures, location data) touch no database and ran twice for nothing.
 */
function postgresTestFiles() {
  const usesDatabase = /test\/server\/(test-app|razorpay-app|server-process)'/;
  return ['src/server', 'scripts/lib']
    .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`))
    .filter(
      (f) =>
        f.endsWith('.postgres.test.ts') || (f.endsWith('.test.ts') && usesDatabase.test(fs.readFileSync(f, 'utf8'))),
    )
    .sort();
}

const { TEST_DATABASE_URL } = process.env;
vitest('unit and API tests on PGlite', `${results}/unit-pglite.json`, { TEST_DATABASE_URL: '' });
if (TEST_DATABASE_URL) {
  vitest('API tests on PostgreSQL', `${results}/unit-postgres.json`, { TEST_DATABASE_URL }, postgresTestFiles());
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the API tests ran on PGlite only)');
}

// The real build: the app bundle, then the prerendered public site (with its JavaScript budget check).
if (run('build', 'npm', ['run', 'build', '--silent'])) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium) && process.getuid?.() === 0) {
    run('install Chromium (Debian package)', 'bash', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium']);
  }
  if (fs.existsSync(chromium)) {
    fs.rmSync(`${results}/e2e-results.json`, { force: true });
    run('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], { TEST_DATABASE_URL: '' });
    countPlaywright(`${results}/e2e-results.json`);
    // The JavaScript each first view downloads, in Chromium: fails over DESIGN.md's budgets (the app shell 150 KB).
    run('JavaScript budgets (npm run bundle-size)', 'npm', ['run', 'bundle-size', '--silent']);
  } else {
    problems.push(`browser tests: no Chromium at ${chromium} (apt-get install chromium)`);
  }
}

console.log('');
// The failing tests' names come last, so that the tail of a long log still says what failed.
for (const failure of failures) console.log(`FAILED ${failure}`);
if (problems.length) console.log(`Failed steps: ${problems.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(problems.length || failed ? 1 : 0);
