// Prints the slowest browser tests of the last run, from Playwright's JSON report
// (test-results/e2e-results.json, written by `npx playwright test`), against the
// per-test time limit in playwright.config.ts.
//
//   node scripts/e2e-durations.mjs [report.json] [--top N]
//
// Ends with exit code 1 when a test took more than half the configured limit (the suite
// keeps a margin of two over its slowest test: docs/operations.md, "Browser suite"), and
// names the tests that set a limit of their own.
import fs from 'node:fs';

const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args.splice(topIndex, 2)[1]) : 10;
const file = args[0] ?? 'test-results/e2e-results.json';
if (!fs.existsSync(file)) {
  console.error(`No report at ${file}: run npx playwright test first.`);
  process.exit(2);
}
const report = JSON.parse(fs.readFileSync(file, 'utf8'));

const results = [];
const walk = (suite, titles) => {
  for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        results.push({
          ms: result.duration,
          status: result.status,
          title: [...titles, spec.title].filter(Boolean).join(' › '),
          limit: test.timeout, // the config's, unless the test or its describe block sets its own
        });
      }
    }
  }
};
for (const suite of report.suites) walk(suite, [suite.title]);
results.sort((a, b) => b.ms - a.ms);

const limit = report.config?.projects?.[0]?.timeout;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const total = results.reduce((sum, r) => sum + r.ms, 0);
const failed = results.filter((r) => r.status !== 'passed' && r.status !== 'skipped');
console.log(
  `${results.length} test results in ${seconds(report.stats.duration)} (sum of test times ${seconds(total)}); ` +
    `limit ${limit ? seconds(limit) : 'unknown'}; ${failed.length} not passed`,
);
for (const r of results.slice(0, top)) {
  console.log(`${seconds(r.ms).padStart(8)}  ${r.status.padEnd(8)} ${r.title}`);
}
for (const r of failed) console.log(`not passed: ${r.status} ${r.title}`);

const ownLimit = results.filter((r) => limit && r.limit && r.limit !== limit);
for (const r of ownLimit) console.log(`own limit of ${seconds(r.limit)}: ${r.title}`);
const overHalf = limit ? results.filter((r) => r.ms > limit / 2) : [];
if (overHalf.length) {
  console.log(
    `\n${overHalf.length} test(s) took more than half the ${seconds(limit)} limit: split them or wait on events.`,
  );
  process.exit(1);
}
