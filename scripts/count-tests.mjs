// Prints each failed test's name with the first lines of its error, then "N passed, M failed"
// summed over the vitest and Playwright summaries in a log file, so that the last lines of a CI
// run say what failed and why.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const MAX_FAILURES = 40;
const MAX_ERROR_LINES = 12;
const MAX_LINE = 300;

/** What a failure block says about its error: the message, the failing source line and where it is. */
function errorLines(block) {
  const kept = [];
  let inCallLog = false;
  for (const raw of block) {
    const line = raw.trim();
    if (!line || /^\d+ \|/.test(line) || /^\| /.test(line) || /^\d+\|/.test(line)) continue;
    if (line === 'Call log:') inCallLog = true;
    else if (inCallLog && line.startsWith('- ')) continue;
    else {
      inCallLog = false;
      kept.push(line.slice(0, MAX_LINE));
    }
    if (kept.length === MAX_ERROR_LINES) break;
  }
  return kept;
}

/** The failures (name and error lines) and the counts of a CI log without colours. */
export function summarize(text) {
  const lines = text.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  let passed = 0;
  let failed = 0;
  const failures = new Map();
  lines.forEach((line, index) => {
    const vitest = line.match(/^\s*Tests\s+(\S.*)$/);
    if (vitest) {
      passed += Number(vitest[1].match(/(?<!\d)(\d+) passed/)?.[1] ?? 0);
      failed += Number(vitest[1].match(/(?<!\d)(\d+) failed/)?.[1] ?? 0);
      return;
    }
    const pwPassed = line.match(/^\s*(\d+) passed \(/);
    if (pwPassed) passed += Number(pwPassed[1]);
    const pwFailed = line.match(/^\s*(\d+) failed$/);
    if (pwFailed) failed += Number(pwFailed[1]);

    // vitest: "FAIL  api:pglite src/x.test.ts > suite > test"; Playwright: "1) e2e/x.spec.ts:12:3 › test ───"
    const trimmed = line.trim();
    const numbered = /^\d{1,4}\) /.exec(trimmed);
    let name;
    let ends;
    if (trimmed.startsWith('FAIL ')) {
      name = trimmed.slice(5).trim();
      ends = (next) => next.trim().startsWith('⎯') || next.trim().startsWith('FAIL ');
    } else if (numbered && trimmed.includes('.spec.ts:')) {
      name = trimmed.slice(numbered[0].length).replaceAll('─', '').trim();
      ends = (next) =>
        /^\s*\d{1,4}\) \S/.test(next) ||
        /^\s*Error Context:/.test(next) ||
        /^\s*\d+ (?:failed|flaky|passed)/.test(next);
    } else return;
    name = name.slice(0, MAX_LINE);
    const block = [];
    for (let next = index + 1; next < lines.length && !ends(lines[next]); next++) block.push(lines[next]);
    const said = errorLines(block);
    if (!failures.has(name) || failures.get(name).length === 0) failures.set(name, said);
  });
  return { passed, failed, failures: [...failures].slice(0, MAX_FAILURES) };
}

function print(path) {
  const { passed, failed, failures } = summarize(readFileSync(path, 'utf8'));
  for (const [name, said] of failures) {
    console.log(`failed: ${name}`);
    for (const line of said) console.log(`    ${line}`);
  }
  console.log(`${passed} passed, ${failed} failed`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) print(process.argv[2]);
