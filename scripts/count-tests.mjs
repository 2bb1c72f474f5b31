// Prints the failed tests' names, then "N passed, M failed" summed over the vitest and Playwright
// summaries in a log file, so that the last lines of a CI run say what failed.
import { readFileSync } from 'node:fs';

const text = readFileSync(process.argv[2], 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
const failures = new Set();
for (const line of text.split('\n')) {
  const vitest = line.match(/^\s*Tests\s+(\S.*)$/);
  if (vitest) {
    passed += Number(vitest[1].match(/(?<!\d)(\d+) passed/)?.[1] ?? 0);
    failed += Number(vitest[1].match(/(?<!\d)(\d+) failed/)?.[1] ?? 0);
    continue;
  }
  // vitest: "FAIL  api:pglite src/x.test.ts > suite > test"; Playwright: "1) e2e/x.spec.ts:12:3 › test ───"
  const trimmed = line.trim();
  const numbered = /^\d{1,4}\) /.exec(trimmed);
  if (trimmed.startsWith('FAIL ')) failures.add(trimmed.slice(5).trim().slice(0, 300));
  else if (numbered && trimmed.includes('.spec.ts:')) {
    failures.add(trimmed.slice(numbered[0].length).replaceAll('─', '').trim().slice(0, 300));
  }
  const pwPassed = line.match(/^\s*(\d+) passed \(/);
  if (pwPassed) passed += Number(pwPassed[1]);
  const pwFailed = line.match(/^\s*(\d+) failed$/);
  if (pwFailed) failed += Number(pwFailed[1]);
}
for (const name of [...failures].slice(0, 40)) console.log(`failed: ${name}`);
console.log(`${passed} passed, ${failed} failed`);
