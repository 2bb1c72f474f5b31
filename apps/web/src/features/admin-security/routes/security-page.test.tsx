import { type MfaStatus, mfaMessages } from '@skylark/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, on, serve } from '@/test/api';
import { renderAt } from '@/test/render';
import SecurityPage from './security-page';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('Security', () => {
  it('sets up two-factor: secret shown, a code confirms, recovery codes shown once, then On', async () => {
    let status: MfaStatus = { enabled: false, required: false, recoveryCodesLeft: 0 };
    const codes = Array.from({ length: 10 }, (_, i) => `wxyz${i}-abcd${i}`);
    const seen = serve(
      on('GET /admin/mfa', () => ok(status)),
      on('POST /admin/mfa/enrolment', () =>
        ok({ secret: SECRET, otpauthUrl: `otpauth://totp/x?secret=${SECRET}` }),
      ),
      on('POST /admin/mfa/enrolment/confirm', () => {
        status = { enabled: true, required: false, recoveryCodesLeft: 10 };
        return ok({ recoveryCodes: codes }, mfaMessages.enabled);
      }),
    );
    renderAt('/admin/security', { '/admin/security': <SecurityPage /> });
    const user = userEvent.setup();
    expect(await screen.findByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent(SECRET);
    await user.type(screen.getByLabelText(/^Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(seen.find((r) => r.url.pathname.endsWith('/confirm'))!.body).toEqual({ code: '123456' });
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.getByText(/Recovery codes left/)).toHaveTextContent('Recovery codes left: 10');
    expect(screen.queryByText(codes[0]!)).not.toBeInTheDocument();
  });

  it('turns two-factor off with a code, and shows a wrong code under the field', async () => {
    let status: MfaStatus = { enabled: true, required: false, recoveryCodesLeft: 7 };
    let wrong = true;
    serve(
      on('GET /admin/mfa', () => ok(status)),
      on('POST /admin/mfa/disable', () => {
        if (wrong) return failure(400, mfaMessages.invalidCode);
        status = { enabled: false, required: false, recoveryCodesLeft: 0 };
        return ok(null, mfaMessages.disabled);
      }),
    );
    renderAt('/admin/security', { '/admin/security': <SecurityPage /> });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Current code to turn off');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    expect(await screen.findByText(mfaMessages.invalidCode)).toBeInTheDocument();
    wrong = false;
    await user.clear(field);
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    expect(await screen.findByRole('button', { name: 'Set up two-factor' })).toBeInTheDocument();
  });

  it('says two-factor cannot be turned off when it is required', async () => {
    serve(on('GET /admin/mfa', ok({ enabled: true, required: true, recoveryCodesLeft: 10 })));
    renderAt('/admin/security', { '/admin/security': <SecurityPage /> });
    expect(await screen.findByText(/required for every administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-factor' })).not.toBeInTheDocument();
  });
});
