// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` placed at `path` (the file need not exist). */
async function ruleIds(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/src/${path}` });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

// the first lint loads the whole config and the TypeScript resolver: seconds on a busy machine
describe('web lint: boundaries and file names', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature or the app', async () => {
    expect(
      await ruleIds(
        'features/booking/probe.ts',
        "import { useFlightSearch } from '@/features/flights/api/search-flights';\nexport const x = useFlightSearch;\n",
      ),
    ).toEqual(['boundaries/dependencies']);
    expect(
      await ruleIds(
        'features/booking/probe.ts',
        "import { routes } from '@/app/routes';\nexport const x = routes;\n",
      ),
    ).toEqual(['boundaries/dependencies']);
  });

  it('refuses components/ importing a feature and lib/ importing components/', async () => {
    expect(
      await ruleIds(
        'components/ui/probe.ts',
        "import { useMyBookings } from '@/features/booking/api/get-my-bookings';\nexport const x = useMyBookings;\n",
      ),
    ).toEqual(['boundaries/dependencies']);
    expect(
      await ruleIds(
        'lib/probe.ts',
        "import { Button } from '@/components/ui/button';\nexport const x = Button;\n",
      ),
    ).toEqual(['boundaries/dependencies']);
  });

  it('allows a feature its own files, components/, lib/ and the contract', async () => {
    const code = [
      "import { MSG } from '@skylark/contract';",
      "import { Button } from '@/components/ui/button';",
      "import { queryKeys } from '@/lib/query-keys';",
      "import { chosenClass } from '@/features/booking/booking-form';",
      'export const x = [MSG, Button, queryKeys, chosenClass];',
      '',
    ].join('\n');
    expect(await ruleIds('features/booking/probe.ts', code)).toEqual([]);
  });

  it('refuses react-hot-toast outside lib/toast, which loads it with the first toast', async () => {
    const code = "import toast from 'react-hot-toast';\nexport const x = toast;\n";
    expect(await ruleIds('features/booking/probe.ts', code)).toEqual(['no-restricted-imports']);
    expect(await ruleIds('features/booking/probe.test.ts', code)).toEqual([]);
  });

  it("refuses the contract's English formatMoney outside lib/format, which writes it in the page's language", async () => {
    const code = "import { formatMoney } from '@skylark/contract';\nexport const x = formatMoney(5);\n";
    expect(await ruleIds('features/payment/probe.ts', code)).toEqual(['no-restricted-imports']);
    expect(await ruleIds('components/bookings/probe.tsx', code)).toEqual(['no-restricted-imports']);
    expect(await ruleIds('lib/format.ts', code)).toEqual([]);
    const inLanguage = "import { formatMoney } from '@/lib/format';\nexport const x = formatMoney(5);\n";
    expect(await ruleIds('features/payment/probe.ts', inLanguage)).toEqual([]);
  });

  it('refuses a file name that is not kebab-case', async () => {
    expect(await ruleIds('lib/ProbeName.ts', 'export const x = 1;\n')).toEqual([
      'check-file/filename-naming-convention',
    ]);
  });
});
