import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` placed at `path` under apps/api/src (the file need not exist). */
async function ruleIds(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/api/src/${path}` });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

// the first lint loads the whole config and the TypeScript resolver: seconds on a busy machine
describe('API lint: module boundaries and cycles', { timeout: 180_000 }, () => {
  it("refuses a module reaching into another module's files", async () => {
    const code = "import { adminCount } from '../auth/service';\nexport const x = adminCount;\n";
    expect(await ruleIds('modules/site/probe.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it("allows a module another module's index.ts, and its own files", async () => {
    const code = [
      "import { adminCount } from '../auth';",
      "import { siteRoutes } from './routes';",
      'export const x = [adminCount, siteRoutes];',
      '',
    ].join('\n');
    expect(await ruleIds('modules/site/probe.ts', code)).toEqual([]);
  });

  it('refuses db/, lib/ and mail/ importing a module, even through its index.ts', async () => {
    const code = "import { insertFlights } from '../modules/flights';\nexport const x = insertFlights;\n";
    expect(await ruleIds('db/probe.ts', code)).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('lib/probe.ts', code)).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('mail/probe.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it('refuses plugins/ importing a module or jobs/, and mail/ importing jobs/', async () => {
    const module = "import { loadBooking } from '../modules/bookings';\nexport const x = loadBooking;\n";
    const jobs = "import { jobsPlugin } from '../jobs/plugin';\nexport const x = jobsPlugin;\n";
    expect(await ruleIds('plugins/probe.ts', module)).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('plugins/probe.ts', jobs)).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('mail/probe.ts', jobs)).toEqual(['boundaries/dependencies']);
  });

  it("refuses jobs/ reaching into a module's files, and allows its index.ts", async () => {
    const inner =
      "import { pollInvoices } from '../modules/payments/detection';\nexport const x = pollInvoices;\n";
    const index =
      "import { detectionRunner } from '../modules/payments';\nexport const x = detectionRunner;\n";
    expect(await ruleIds('jobs/probe.ts', inner)).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('jobs/probe.ts', index)).toEqual([]);
  });

  it("refuses a module running jobs/' code, but lets it name jobs/' types", async () => {
    const value = "import { createJobs } from '../../jobs/runner';\nexport const x = createJobs;\n";
    const type = "import type { Jobs } from '../../jobs/runner';\nexport type X = Jobs;\n";
    expect(await ruleIds('modules/site/probe.ts', value)).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('modules/site/probe.ts', type)).toEqual([]);
  });

  it('refuses anything but a test importing app.ts', async () => {
    const code = "import { buildApp } from '../app';\nexport const x = buildApp;\n";
    expect(await ruleIds('plugins/probe.ts', code)).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('jobs/probe.ts', code)).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('modules/site/probe.ts', code.replace('../app', '../../app'))).toEqual([
      'boundaries/dependencies',
    ]);
    expect(await ruleIds('plugins/probe.test.ts', code)).toEqual([]);
  });

  it('refuses an import that closes a cycle', async () => {
    // schema.ts re-exports payment-schema.ts: importing it back from there is a circle
    const code = "import { bookings } from './schema';\nexport const x = bookings;\n";
    expect(await ruleIds('db/payment-schema.ts', code)).toEqual(['import-x/no-cycle']);
    expect(await ruleIds('db/payment-schema.ts', code.replace('./schema', './core-schema'))).toEqual([]);
  });

  it("lets a test reach into any module's files", async () => {
    const code = "import { totpCode } from '../mfa/totp';\nexport const x = totpCode;\n";
    expect(await ruleIds('modules/auth/probe.test.ts', code)).toEqual([]);
  });
});
