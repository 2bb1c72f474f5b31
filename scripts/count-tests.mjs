// Prints "N passed, M failed" summed over the vitest and Playwright summaries in a log file.
import { readFileSync } from 'node:fs';

const text = readFileSync(process.argv[2], 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
for (const line of text.split('\n')) {
  const vitest = line.match(/^\s*Tests\s+(\S.*)$/);
  if (vitest) {
    passed += Number(vitest[1].match(/(?<!\d)(\d+) passed/)?.[1] ?? 0);
    failed += Number(vitest[1].match(/(?<!\d)(\d+) failed/)?.[1] ?? 0);
    continue;
  }
  const pwPassed = line.match(/^\s*(\d+) passed \(/);
  if (pwPassed) passed += Number(pwPassed[1]);
  const pwFailed = line.match(/^\s*(\d+) failed$/);
  if (pwFailed) failed += Number(pwFailed[1]);
}
console.log(`${passed} passed, ${failed} failed`);
