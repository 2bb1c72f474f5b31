import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorState } from '@/components/ui';
import { changeLanguage } from '@/lib/i18n';
import { BackOfficeRegion } from '@/lib/i18n/language-region';
import enAuth from '@/lib/i18n/locales/en/auth';
import enUi from '@/lib/i18n/locales/en/ui.json';
import arUi from '@/lib/i18n/locales/ar/ui.json';
import { RecoveryCodes } from './recovery-codes';

describe('the two-factor set-up on the desk of an Arabic page (docs/decisions/109)', () => {
  afterEach(() => changeLanguage('en'));

  it('is English, as the rest of the back office, while the page around it stays Arabic', async () => {
    await changeLanguage('ar');
    render(
      <Suspense fallback={null}>
        <ErrorState message="x" onRetry={() => undefined} />
        <BackOfficeRegion>
          <RecoveryCodes codes={['aaaa-bbbb']} onDone={() => undefined} doneLabel="Done" />
          <ErrorState message="y" onRetry={() => undefined} />
        </BackOfficeRegion>
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: enAuth.mfa.recoveryTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: enAuth.mfa.copyCodes })).toBeInTheDocument();
    // the kit's words follow the part they are in: the page's Arabic outside, English inside
    expect(screen.getByRole('button', { name: arUi.error.tryAgain })).not.toHaveAttribute('lang');
    expect(screen.getByRole('button', { name: enUi.error.tryAgain }).closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
  });
});
