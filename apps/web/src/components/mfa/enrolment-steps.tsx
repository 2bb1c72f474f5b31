import type { MfaEnrolment } from '@skylark/contract';
import { type FormEvent, useState } from 'react';
import { Button, Input } from '@/components/ui';
import { TotpQrCode } from './totp-qr-code';

export interface EnrolmentStepsProps {
  enrolment: MfaEnrolment;
  pending: boolean;
  /** the field's error, e.g. the server's "not valid" */
  error?: string;
  onConfirm: (code: string) => void;
}

/** Scan the QR code (or type the secret), then confirm with a code from the app. */
export function EnrolmentSteps({ enrolment, pending, error, onConfirm }: EnrolmentStepsProps) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    setMissing(value === '');
    if (value) onConfirm(value);
  };
  const text = 'text-navy-700';
  return (
    <div className="flex flex-col gap-5">
      <ol className={`list-decimal space-y-1 pl-5 text-sm ${text}`}>
        <li>Open an authenticator app (Google Authenticator, 1Password, Authy…).</li>
        <li>Scan the QR code, or enter the secret by hand.</li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <TotpQrCode url={enrolment.otpauthUrl} />
        <div className="min-w-0 text-center sm:text-left">
          <p className={`text-sm font-medium ${text}`}>Secret</p>
          <code
            data-testid="totp-secret"
            className="mt-1 block rounded-lg bg-navy-50 px-3 py-2 font-mono text-sm tracking-wider break-all text-navy-900 select-all"
          >
            {enrolment.secret}
          </code>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <Input
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          requiredMark
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={missing ? 'Enter the 6-digit code from your authenticator app' : error}
        />
        <Button type="submit" loading={pending}>
          Confirm and turn on
        </Button>
      </form>
    </div>
  );
}
