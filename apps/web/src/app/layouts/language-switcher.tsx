import { LANGUAGE_NAMES, LANGUAGES, type Language, isLanguage } from '@skylark/contract';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui';
import { updateProfile } from '@/features/profile/api/update-profile';
import { chooseLanguage } from '@/lib/choose-language';
import { getUserSession } from '@/lib/session';

/** A signed-in traveller's choice is kept on the account: their e-mails and documents follow it (docs/decisions/103). */
function keepOnAccount(language: Language) {
  const { user } = getUserSession();
  if (!user) return;
  const { firstName, lastName, phoneNumber } = user;
  // the page has changed already; the account follows when it can
  updateProfile({ firstName, lastName, phoneNumber, language }).catch(() => undefined);
}

/** The header's and footer's choice of language (docs/decisions/102). */
export function LanguageSwitcher({
  tone = 'light',
  className,
}: {
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <label className={cn('inline-flex items-center gap-1.5 text-sm', className)}>
      <Languages className="size-4 shrink-0" aria-hidden="true" />
      <span className="sr-only">{t('language.label')}</span>
      <select
        value={i18n.language}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          keepOnAccount(language);
          void chooseLanguage(language);
        }}
        className={cn(
          'rounded-lg border py-1.5 ps-2 pe-7 text-sm focus-visible:outline-2 focus-visible:outline-sky-500',
          tone === 'light'
            ? 'border-navy-100 bg-white text-navy-800'
            : 'border-navy-700 bg-navy-900 text-navy-100',
        )}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
