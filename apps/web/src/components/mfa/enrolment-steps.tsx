import type { MfaEnrolment } from '@skylark/contract';
import { QrCode } from '@/components/ui/qr-code';
import { CodeForm } from './code-form';

export interface EnrolmentStepsProps {
  enrolment: MfaEnrolment;
  pending: boolean;
  /** the field's error, e.g. the server's "not valid" */
  error?: string;
  onConfirm: (code: string) => void;
}

/** Scan the QR code (or type the secret), then confirm with a code from the app. */
export function EnrolmentSteps({ enrolment, pending, error, onConfirm }: EnrolmentStepsProps) {
  return (
    <div className="flex flex-col gap-5">
      <ol className="list-decimal space-y-1 ps-5 text-sm text-navy-700">
        <li>Open an authenticator app (Google Authenticator, 1Password, Authy…).</li>
        <li>Scan the QR code, or enter the secret by hand.</li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <QrCode
          value={enrolment.otpauthUrl}
          alt="QR code to add Skylark to your authenticator app"
          testId="totp-qr"
        />
        <div className="min-w-0 text-center sm:text-start">
          <p className="text-sm font-medium text-navy-700">Secret</p>
          <code
            data-testid="totp-secret"
            className="mt-1 block rounded-lg bg-navy-50 px-3 py-2 font-mono text-sm tracking-wider break-all text-navy-900 select-all"
          >
            {enrolment.secret}
          </code>
        </div>
      </div>
      <CodeForm
        label="Authentication code"
        submitLabel="Confirm and turn on"
        pending={pending}
        error={error}
        onSubmit={onConfirm}
      />
    </div>
  );
}
