import { useRegionTranslation } from '@/lib/i18n/language-region';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui';

/** The recovery codes, shown once: each signs in once when the authenticator app is not at hand. */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
}) {
  const { t } = useRegionTranslation('auth');
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(codes.join('\n')).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-4">
      <div>
        <h2 id="recovery-codes-title" className="text-lg font-semibold text-navy-900">
          {t('mfa.recoveryTitle')}
        </h2>
        <p className="mt-1 text-sm text-navy-600">{t('mfa.recoveryText')}</p>
      </div>
      <ul
        data-testid="recovery-codes"
        dir="ltr"
        className="grid grid-cols-2 gap-2 rounded-xl bg-navy-50 p-4 font-mono text-sm text-navy-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={copy}
          icon={
            copied ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )
          }
        >
          {copied ? t('mfa.copied') : t('mfa.copyCodes')}
        </Button>
        <Button type="button" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </section>
  );
}
