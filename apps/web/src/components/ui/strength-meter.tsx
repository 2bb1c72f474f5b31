import { useEffect, useState } from 'react';
import type { PasswordStrength } from '@skylark/contract/password-strength';
import { fieldError } from '@/lib/i18n/field-error';
import { useRegionLanguage, useRegionTranslation } from '@/lib/i18n/language-region';
import { loadOnFirstUse } from '@/lib/load-on-first-use';
import { cn } from './cn';

type Estimate = (password: string, email?: string, names?: string[]) => PasswordStrength;

// The estimator's dictionaries are large: they load on the first form that needs them, never
// with the page's initial JavaScript.
const loadEstimator = loadOnFirstUse((): Promise<Estimate> =>
  import('@skylark/contract/password-strength').then((m) => m.passwordStrength),
);

const TYPING_PAUSE_MS = 250;
const BAR_COLOURS = ['bg-red-600', 'bg-orange-500', 'bg-amber-400', 'bg-emerald-500', 'bg-emerald-700'];

export interface StrengthMeterProps {
  password: string;
  email?: string;
  names?: string[];
}

/** How guessable a new password is, as bars and as words (never colour alone). */
export function StrengthMeter({ password, email, names }: StrengthMeterProps) {
  const { t } = useRegionTranslation('ui');
  const language = useRegionLanguage();
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const namesKey = (names ?? []).join('\n');

  useEffect(() => {
    let current = true;
    if (!password) {
      setStrength(null);
      return;
    }
    // Judged once typing pauses, not on every keystroke: the estimate takes tens of milliseconds.
    const timer = setTimeout(() => {
      loadEstimator().then(
        (estimate) => {
          if (current) setStrength(estimate(password, email, namesKey ? namesKey.split('\n') : []));
        },
        () => undefined, // not downloaded (offline): no estimate now; the next pause in typing tries again
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, email, namesKey]);

  const score = strength?.score ?? -1;
  return (
    <div className="flex flex-col gap-1" data-testid="strength-meter">
      <div className="flex gap-1" aria-hidden="true">
        {BAR_COLOURS.slice(1).map((colour, index) => (
          <span
            key={colour}
            className={cn('h-1.5 flex-1 rounded-full', score > index ? BAR_COLOURS[score] : 'bg-slate-200')}
          />
        ))}
      </div>
      <p className="text-sm text-navy-600" role="status" aria-live="polite">
        {strength ? t('password.strength', { label: t(`password.scores.${strength.score}`) }) : ''}
        {strength?.problem ? (
          <span className="block text-red-700">{fieldError(strength.problem, language)}</span>
        ) : null}
      </p>
    </div>
  );
}
