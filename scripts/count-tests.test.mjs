import { describe, expect, it } from 'vitest';
import { summarize } from './count-tests.mjs';

const vitestLog = [
  ' ❯  scripts  zz.test.mjs (2 tests | 1 failed) 9ms',
  '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
  '',
  ' \x1b[31mFAIL\x1b[39m   scripts  zz.test.mjs > fails on purpose',
  'AssertionError: expected 5 to be less than or equal to 4',
  ' ❯ zz.test.mjs:2:42',
  "      2| it('fails on purpose', () => { expect(5).toBeLessThanOrEqual(4); });",
  '       |                                          ^',
  '',
  '⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯',
  '      Tests  1 failed | 41 passed (42)',
];
const playwrightLog = [
  '  1) e2e/users.spec.ts:19:3 › user management › blocks a customer ──────────',
  '',
  '    Error: expect(locator).toBeVisible() failed',
  '',
  "    Locator: getByText('Blocked')",
  '    Expected: visible',
  '    Error: element(s) not found',
  '',
  '    Call log:',
  '      - Expect "toBeVisible" getByText(\'Blocked\') with timeout 30000ms',
  "      - waiting for getByText('Blocked')",
  '',
  "      35 |     await page.getByRole('menuitem').click();",
  "    > 36 |     await expect(row.getByText('Blocked')).toBeVisible();",
  '         |                                            ^',
  '        at /check/e2e/users.spec.ts:36:44',
  '',
  '    Error Context: test-results/users-blocks/error-context.md',
  '',
  '  1 failed',
  '    e2e/users.spec.ts:19:3 › user management › blocks a customer ──────────',
  '  210 passed (24.1m)',
];

describe("CI's closing lines", () => {
  it('name each failed test with its error, the failing line and where it is, and count both runners', () => {
    const { passed, failed, failures } = summarize([...vitestLog, ...playwrightLog].join('\n'));
    expect({ passed, failed }).toEqual({ passed: 251, failed: 2 });
    expect(failures).toEqual([
      [
        'scripts  zz.test.mjs > fails on purpose',
        ['AssertionError: expected 5 to be less than or equal to 4', '❯ zz.test.mjs:2:42'],
      ],
      [
        'e2e/users.spec.ts:19:3 › user management › blocks a customer',
        [
          'Error: expect(locator).toBeVisible() failed',
          "Locator: getByText('Blocked')",
          'Expected: visible',
          'Error: element(s) not found',
          "> 36 |     await expect(row.getByText('Blocked')).toBeVisible();",
          'at /check/e2e/users.spec.ts:36:44',
        ],
      ],
    ]);
  });

  it('keep a long error to its first lines', () => {
    const log = ['  1) e2e/x.spec.ts:1:1 › t ───', ...Array.from({ length: 50 }, (_, i) => `    line ${i}`)];
    const [[, said]] = summarize(log.join('\n')).failures;
    expect(said).toHaveLength(12);
    expect(said[0]).toBe('line 0');
  });
});
