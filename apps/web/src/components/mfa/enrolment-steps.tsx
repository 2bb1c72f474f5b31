import { useRegionTranslation } from '@/lib/i18n/language-region';
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
  const { t } = useRegionTranslation('auth');
  return (
    <div className="flex flex-col gap-5">
      <ol className="list-decimal space-y-1 ps-5 text-sm text-navy-700">
        <li>{t('mfa.stepOpenApp')}</li>
        <li>{t('mfa.stepScan')}</li>
        <li>{t('mfa.stepType')}</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <QrCode value={enrolment.otpauthUrl} alt={t('mfa.qrAlt')} testId="totp-qr" />
        <div className="min-w-0 text-center sm:text-start">
          <p className="text-sm font-medium text-navy-700">{t('mfa.secret')}</p>
          <code
            data-testid="totp-secret"
            dir="ltr"
            className="mt-1 block rounded-lg bg-navy-50 px-3 py-2 font-mono text-sm tracking-wider break-all text-navy-900 select-all"
          >
            {enrolment.secret}
          </code>
        </div>
      </div>
      <CodeForm
        label={t('mfa.codeLabel')}
        submitLabel={t('mfa.confirm')}
        pending={pending}
        error={error}
        onSubmit={onConfirm}
      />
    </div>
  );
}
