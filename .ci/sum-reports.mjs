// Sums the JSON reports of every test runner into one plain line: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = ['apps', 'packages', '.']
  .flatMap((dir) =>
    dir === '.' ? ['e2e'] : readdirSync(path.join(root, dir)).map((d) => path.join(dir, d)),
  )
  .map((dir) => path.join(root, dir, 'reports'))
  .filter((dir) => existsSync(dir))
  .flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => path.join(dir, f)),
  );

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    // A suite that failed to load has no tests to count but is still a failure.
    failed += report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0;
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
